import { auctionCatalogue } from '../src/modules/auction/auction-fixtures';
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
