import type { Transaction } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { AssetRegistry } from '../ledger/assets';
import { hold } from '../ledger/holds';
import { Ledger } from '../ledger/ledger';
import { CatalogRepository } from '../nft/catalog-repository';
import { Minter } from '../nft/minting';
import { TokenRepository } from '../nft/token-repository';
import { settingDefinitions } from '../settings/definitions';
import { type NewLot, openLot } from './auction-lots';
import { AuctionRepository } from './auction-repository';
import { fractionToRate } from './auction-rules';
import { BID_HOLD } from './settlement';
import './auction-line-types';

const USDT = 1_000_000n;
const HOUR = 3_600_000n;
const DAY = 24n * HOUR;

/**
 * The auction's demo data, so that the auction page is not empty on a first start: a primary lot
 * (a platform NFT minted for it, 8 days to go) and Carol's lot with a reserve and Erin's bid on it
 * (7 days and 2 hours to go), the bid's money held through the ledger like any bid.
 */
export async function seedAuctionDemo(trx: Transaction<DB>, clock: Clock): Promise<void> {
  const now = BigInt(clock.now().getTime());
  const repo = new AuctionRepository();
  const tokens = new TokenRepository();
  const catalog = new CatalogRepository();
  // The demo's lots are in USDT, open from now, at a 5% increment and the default fee, no deposit.
  const usual = {
    asset: await new AssetRegistry(trx).require('USDT'),
    startsAt: now,
    incrementRate: fractionToRate('0.05'),
    feeRate: fractionToRate(settingDefinitions.auction_fee.default),
    deposit: null,
  };
  const open = async (lot: Pick<NewLot, 'tokenId' | 'sellerId' | 'startPrice' | 'reserve' | 'endsAt'>) => {
    const id = await openLot(trx, { repo, tokens }, { ...usual, ...lot }, now);
    if (id === null) throw new Error('auction demo: the NFT is not held');
    return id;
  };
  const users = new Map(
    (await trx.selectFrom('users').select(['id', 'uid']).where('uid', 'in', ['100003', '100005']).execute()).map((u) => [u.uid, u.id]),
  );
  const carol = users.get('100003');
  const erin = users.get('100005');

  // The primary lot: a new NFT of the rarest design with supply left, minted into the platform's stock.
  const rare = await trx
    .selectFrom('nft_items')
    .select('id')
    .where((eb) => eb('minted', '<', eb.ref('supply')))
    .orderBy('tier', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (rare) {
    const item = await catalog.findItem(trx, rare.id);
    if (item && item.minted + item.reserved < item.supply) {
      const token = (await new Minter(catalog, tokens).mint(trx, item, null, 'free', 1n, now))?.[0];
      if (token) {
        await tokens.addProvenance(trx, [{ tokenId: token.id, event: 'minted', from: null, to: null }], now);
        await open({ tokenId: token.id, sellerId: null, startPrice: 50n * USDT, reserve: null, endsAt: now + 8n * DAY });
      }
    }
  }

  // Carol's lot, with a bid of Erin's on it.
  if (carol === undefined || erin === undefined) return;
  const held = await trx
    .selectFrom('nft_tokens')
    .select('id')
    .where('owner_id', '=', carol)
    .where('state', '=', 'held')
    .orderBy('id')
    .executeTakeFirst();
  if (!held) return;
  const lotId = await open({
    tokenId: held.id,
    sellerId: carol,
    startPrice: 20n * USDT,
    reserve: 30n * USDT,
    endsAt: now + 7n * DAY + 2n * HOUR,
  });
  const amount = 22n * USDT;
  const posted = await new Ledger(clock).post(trx, {
    kind: 'auction_bid',
    moves: [hold(erin, 'USDT', amount, { into: BID_HOLD })],
    params: { lot_id: String(lotId) },
    ref: { type: 'auction_lot', id: lotId },
  });
  const found = (await repo.findLot(trx, lotId))!;
  const bidId = await repo.insertBid(trx, {
    lot_id: lotId,
    user_id: erin,
    amount,
    status: 'top',
    entry_id: posted.entryId,
    ends_at: found.ends_at,
    created_at: now,
  });
  await repo.setTop(trx, found, { bidId, userId: erin, amount, endsAt: found.ends_at }, now);
}
