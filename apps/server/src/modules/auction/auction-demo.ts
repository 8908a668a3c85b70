import type { Transaction } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { hold } from '../ledger/holds';
import { Ledger } from '../ledger/ledger';
import { CatalogRepository } from '../nft/catalog-repository';
import { Minter } from '../nft/minting';
import { TokenRepository } from '../nft/token-repository';
import { settingDefinitions } from '../settings/definitions';
import { AuctionRepository, auctionLock } from './auction-repository';
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
  const increment = fractionToRate('0.05');
  const fee = fractionToRate(settingDefinitions.auction_fee.default);
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
        await lot(trx, repo, tokens, {
          tokenId: token.id,
          sellerId: null,
          start: 50n * USDT,
          reserve: null,
          ends: now + 8n * DAY,
          increment,
          fee,
          now,
        });
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
  const lotId = await lot(trx, repo, tokens, {
    tokenId: held.id,
    sellerId: carol,
    start: 20n * USDT,
    reserve: 30n * USDT,
    ends: now + 7n * DAY + 2n * HOUR,
    increment,
    fee,
    now,
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

async function lot(
  trx: Transaction<DB>,
  repo: AuctionRepository,
  tokens: TokenRepository,
  o: {
    tokenId: bigint;
    sellerId: bigint | null;
    start: bigint;
    reserve: bigint | null;
    ends: bigint;
    increment: bigint;
    fee: bigint;
    now: bigint;
  },
): Promise<bigint> {
  const id = await repo.insertLot(trx, {
    token_id: o.tokenId,
    seller_id: o.sellerId,
    asset: 'USDT',
    start_price: o.start,
    reserve: o.reserve,
    increment_rate: o.increment,
    fee_rate: o.fee,
    starts_at: o.now,
    ends_at: o.ends,
    original_ends_at: o.ends,
    status: 'open',
    top_bid_id: null,
    top_bidder_id: null,
    top_amount: null,
    created_at: o.now,
    updated_at: o.now,
    closed_at: null,
  });
  if (
    !(await tokens.move(
      trx,
      o.tokenId,
      o.sellerId,
      { state: 'held', lockedBy: null },
      { state: 'locked', lockedBy: auctionLock(id) },
      o.now,
    ))
  )
    throw new Error('auction demo: the NFT is not held');
  return id;
}
