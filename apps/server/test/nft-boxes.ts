import type { DataOf } from '@mcc/contract/endpoint';
import type { nftApi } from '@mcc/contract/nft';
import { type Catalogue, catalogue, ok, openBox } from '../src/modules/nft/nft-fixtures';
import { addMembers, type Member } from './members';
import { credit, USDT } from './money';
import { addOperator, type Operator } from './operators';
import type { TestApp } from './test-app';

/** What the verify call answers for a draw: its seeds, nonce, ticket, tier and the odds it was drawn on. */
export type DrawProof = DataOf<typeof nftApi.verify>;

/** What opening a box answers: the draw and the NFT it gave. */
export interface Opened {
  draw_id: number;
  item: { id: number };
}

/** A catalogue of `operator`'s whose box costs 1 USDT and always gives an N NFT (10 in stock), with no royalty. */
export function catalogueOfN(t: TestApp, operator: Operator): Promise<Catalogue> {
  return catalogue(t, operator, { stock: { N: 10 }, odds: [{ tier: 'N', ppm: 1_000_000 }], price: '1', royalty: '0' });
}

/**
 * Alice and Other, two members who have each paid 1 USDT to open one box of a catalogue whose box
 * always gives an N NFT (10 in stock); answers them, Alice first, each with what their box gave.
 */
export async function twoFirstBoxes(t: TestApp): Promise<{ who: Member; opened: Opened }[]> {
  const operator = await addOperator(t, 'super_admin');
  const { boxId } = await catalogueOfN(t, operator);
  const members = await addMembers(t, 'Alice', 'Other');
  const boxes: { who: Member; opened: Opened }[] = [];
  for (const who of members) {
    await credit(t, who.id, USDT);
    boxes.push({ who, opened: await ok<Opened>(openBox(t, who, boxId)) });
  }
  return boxes;
}
