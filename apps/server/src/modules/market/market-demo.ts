import type { Transaction } from 'kysely';
import { type Clock, ManualClock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { MemoryEventBus } from '../../platform/events/event-bus';
import { member, system } from '../ledger/accounts';
import { AssetRegistry } from '../ledger/assets';
import { Ledger } from '../ledger/ledger';
import { seededRandom } from '../shared-seeded-random';
import { moveLiquidity } from './liquidity';
import { MarketRepository } from './market-repository';
import { MarketService } from './market-service';

const MCC = 100_000_000n;
const USDT = 1_000_000n;
const MINUTE = 60_000;
const DAYS = 4;

/** The market's demo traders (password Demo@2026, like the other demo members): they made the seeded trades. */
export const demoTraders = [
  { uid: '100004', mobile: '13800000004', email: 'dave@demo.mcc', nickname: 'Dave', invite_code: 'DAVE04' },
  { uid: '100005', mobile: '13800000005', email: 'erin@demo.mcc', nickname: 'Erin', invite_code: 'ERIN05' },
] as const;

/**
 * The market's demo data: a pool of 1,000,000 MCC against 100,000 USDT (0.1 USDT per MCC), funded
 * four days ago from outside the books, and four days of trades by two demo traders (every 15
 * minutes, every 3 minutes in the last 6 hours) so every chart interval has candles. The trades go
 * through the market's own trade action and the ledger, stamped at their past times.
 */
export async function seedMarketDemo(trx: Transaction<DB>, clock: Clock, passwordHash: string): Promise<void> {
  const end = clock.now().getTime();
  const start = end - DAYS * 24 * 60 * MINUTE;
  const at = new ManualClock(new Date(start));
  const ledger = new Ledger(at);
  const traders: { id: bigint; uid: string }[] = [];
  for (const trader of demoTraders) {
    const row = await trx
      .insertInto('users')
      .values({
        ...trader,
        password_hash: passwordHash,
        inviter_id: null,
        status: 'active',
        created_at: BigInt(start),
        updated_at: BigInt(start),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    traders.push({ id: row.id, uid: trader.uid });
    await ledger.post(trx, {
      kind: 'deposit',
      memo: 'Demo funds',
      moves: [
        { from: system('external_deposits', 'USDT'), to: member(row.id, 'USDT'), amount: 50_000n * USDT },
        { from: system('external_deposits', 'MCC'), to: member(row.id, 'MCC'), amount: 500_000n * MCC },
      ],
    });
  }
  await moveLiquidity(trx, ledger, new MarketRepository(), {
    action: 'add',
    account: 'external',
    mcc: 1_000_000n * MCC,
    usdt: 100_000n * USDT,
    reason: 'Demo market',
    adminId: null,
    adminUsername: 'demo',
    at: BigInt(start),
  });

  const market = new MarketService(trx, at, new AssetRegistry(trx), ledger, new MemoryEventBus());
  const next = seededRandom(13);
  const times: number[] = [];
  for (let t = start + 10 * MINUTE; t < end - 6 * 60 * MINUTE; t += 15 * MINUTE) times.push(t + next(5) * MINUTE);
  for (let t = end - 6 * 60 * MINUTE; t < end - MINUTE; t += 3 * MINUTE) times.push(t + next(60) * 1000);
  for (const [i, time] of times.entries()) {
    at.set(new Date(time));
    const trader = traders[i % traders.length]!;
    // Slightly more buying than selling: a market drifting up with its dips.
    const side = next(100) < 52 ? 'buy' : 'sell';
    const amount = side === 'buy' ? BigInt(20 + next(580)) * USDT : BigInt(200 + next(5800)) * MCC;
    await market[side].execute(trx, { userId: trader.id, uid: trader.uid, side, amount, minOut: 0n });
  }
}
