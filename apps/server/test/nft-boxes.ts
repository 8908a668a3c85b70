import { catalogue, ok, openBox } from '../src/modules/nft/nft-fixtures';
import { addMember, type Member } from './members';
import { credit, USDT } from './money';
import { addOperator } from './operators';
import type { TestApp } from './test-app';

/** What opening a box answers: the draw and the NFT it gave. */
export interface Opened {
  draw_id: number;
  item: { id: number };
}

/**
 * Alice and Other, two members who have each paid 1 USDT to open one box of a catalogue whose box
 * always gives an N NFT (10 in stock); answers them, Alice first, each with what their box gave.
 */
export async function twoFirstBoxes(t: TestApp): Promise<{ who: Member; opened: Opened }[]> {
  const operator = await addOperator(t, 'super_admin');
  const { boxId } = await catalogue(t, operator, { stock: { N: 10 }, odds: [{ tier: 'N', ppm: 1_000_000 }], price: '1', royalty: '0' });
  const members = [await addMember(t, { nickname: 'Alice' }), await addMember(t, { nickname: 'Other' })];
  const boxes: { who: Member; opened: Opened }[] = [];
  for (const who of members) {
    await credit(t, who.id, USDT);
    boxes.push({ who, opened: await ok<Opened>(openBox(t, who, boxId)) });
  }
  return boxes;
}
