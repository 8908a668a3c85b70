import { auctionApi } from '@mcc/contract/auction';
import { get, newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import type { Operator } from '../../../test/operators';
import type { TestApp } from '../../../test/test-app';
import { AuditLog } from '../admin/audit-log';
import { AssetRegistry } from '../ledger/assets';
import { Ledger } from '../ledger/ledger';
import { catalogue, ok, openBox } from '../nft/nft-fixtures';
import { SettingsService } from '../settings/settings-service';
import { OrderTips } from '../tips/tips-service';
import { createAuctionModule } from './auction-module';

export const MINUTE = 60;
export const HOUR = 3600;

/** A catalogue whose box always gives an N NFT for 1 USDT. */
export async function auctionCatalogue(t: TestApp, operator: Operator): Promise<{ boxId: number; items: Record<string, number> }> {
  return catalogue(t, operator, { stock: { N: 500 }, odds: [{ tier: 'N', ppm: 1_000_000 }], price: '1', royalty: '0' });
}

/** A member holding one NFT (and `usdt` USDT left). */
export async function nftOwner(t: TestApp, boxId: number, usdt = 0n): Promise<{ m: Member; tokenId: number }> {
  const m = await addMember(t);
  await credit(t, m.id, USDT + usdt);
  const opened = await ok<{ item: { id: number } }>(openBox(t, m, boxId));
  return { m, tokenId: opened.item.id };
}

export function nowSeconds(t: TestApp): number {
  return Math.floor(t.clock.now().getTime() / 1000);
}

/** Puts a member's NFT on auction ending `seconds` from now. */
export async function listLot(
  t: TestApp,
  seller: Member,
  tokenId: number,
  options: { start?: string; reserve?: string; seconds?: number; depositPercent?: string; depositAmount?: string } = {},
): Promise<number> {
  const body: Record<string, unknown> = {
    token_id: tokenId,
    start_price: options.start ?? '10',
    ends_at: nowSeconds(t) + (options.seconds ?? HOUR),
  };
  if (options.reserve !== undefined) body.reserve = options.reserve;
  if (options.depositPercent !== undefined) body.deposit_percent = options.depositPercent;
  if (options.depositAmount !== undefined) body.deposit_amount = options.depositAmount;
  const lot = await ok<{ id: number }>(postTo(t, auctionApi.add, body, { as: seller }));
  return lot.id;
}

export function bid(t: TestApp, m: Member, lotId: number, amount: string, key = newKey()) {
  return postTo(t, auctionApi.bid, { lot_id: lotId, amount, paypwd: PAY_PASSWORD }, { as: m, key });
}

export function lotOf(t: TestApp, m: Member, lotId: number) {
  return ok<{
    current_bid: string;
    min_next_bid: string;
    ends_at: number;
    status: string;
    bid_count: number;
    order_id: number | null;
    bids: { amount: string; status: string; is_mine: boolean; bidder: string }[];
  }>(get(t, `/api/auction/detail?id=${lotId}`, { as: m }));
}

export function confirm(t: TestApp, m: Member, orderId: number, key = newKey()) {
  return postTo(t, auctionApi.confirm, { id: orderId, paypwd: PAY_PASSWORD }, { as: m, key });
}

export function pay(t: TestApp, m: Member, orderId: number, key = newKey()) {
  return postTo(t, auctionApi.pay, { id: orderId, paypwd: PAY_PASSWORD }, { as: m, key });
}

/** A second server process's auction services on the test's database (its own settlement, its own ledger). */
export function anotherProcess(t: TestApp) {
  const db = t.database.db;
  return createAuctionModule({
    db,
    clock: t.clock,
    ledger: new Ledger(t.clock),
    assets: new AssetRegistry(db),
    settings: new SettingsService(db, t.clock),
    tips: new OrderTips(db, t.clock),
    audit: new AuditLog(db, t.clock),
    uploads: { isOwnedBy: async () => false },
  });
}

/** Who holds an NFT now, and whether (and by what) it is locked. */
export function tokenState(t: TestApp, tokenId: number): Promise<{ owner_id: bigint | null; state: string; locked_by: string | null }> {
  return t.database.db
    .selectFrom('nft_tokens')
    .select(['owner_id', 'state', 'locked_by'])
    .where('id', '=', BigInt(tokenId))
    .executeTakeFirstOrThrow();
}
