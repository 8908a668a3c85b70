import { auctionCatalogue, listLot, nftOwner } from '../src/modules/auction/auction-fixtures';
import { addMember } from './members';
import { credit } from './money';
import { addOperator } from './operators';
import { setSettings, type TestApp } from './test-app';

// Auctions for the server tests: the catalogue a file's lots come from and the settings they run on.

/**
 * A super admin's catalogue whose box always gives an N NFT for 1 USDT, and the auction settings
 * (a 2.5% fee, bids 5% over the last, NFTs at 1.00 or more) with `settings` over them. Answers the
 * box and the operator.
 */
export async function auctionHouse(t: TestApp, settings: Record<string, unknown> = {}) {
  const operator = await addOperator(t, 'super_admin');
  const { boxId } = await auctionCatalogue(t, operator);
  await setSettings(t, { auction_fee: '0.025', auction_min_increment: '0.05', nft_min_price: '1.00', ...settings });
  return { boxId, operator };
}

/** What a lot is listed with: its start price, reserve, deposit and how long it runs. */
export type LotTerms = Parameters<typeof listLot>[3];

/**
 * An NFT of `boxId` put on auction by its new owner on `terms`, and a new member holding `usdt` to
 * bid on it. The seller, the NFT, the lot and the bidder.
 */
export async function lotWithBidder(t: TestApp, boxId: number, terms: LotTerms, usdt: bigint) {
  const { m: seller, tokenId } = await nftOwner(t, boxId);
  const lotId = await listLot(t, seller, tokenId, terms);
  const bidder = await addMember(t);
  await credit(t, bidder.id, usdt);
  return { seller, tokenId, lotId, bidder };
}
