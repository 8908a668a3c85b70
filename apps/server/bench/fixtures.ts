import type { Kysely } from 'kysely';
import { member, system } from '../src/modules/ledger/accounts';
import { Ledger } from '../src/modules/ledger/ledger';
import { moveLiquidity } from '../src/modules/market/liquidity';
import { MarketRepository } from '../src/modules/market/market-repository';
import { MemberSessions } from '../src/platform/auth/member-sessions';
import { hashPassword } from '../src/platform/auth/password';
import { systemClock } from '../src/platform/clock';
import type { DB } from '../src/platform/db/schema';

export interface BenchMember {
  id: bigint;
  uid: string;
  token: string;
}

export const BENCH_PAYPWD = '314159';

/** `count` members sharing one pay password, each with a live token and `funds` USDT base units. */
export async function benchMembers(db: Kysely<DB>, count: number, funds: bigint): Promise<BenchMember[]> {
  // One scrypt hash for all: the benchmark measures transfers, not sign-up.
  const hash = await hashPassword(BENCH_PAYPWD);
  const now = BigInt(Date.now());
  const sessions = new MemberSessions(db, systemClock);
  const members: BenchMember[] = [];
  for (let i = 0; i < count; i += 1) {
    const uid = String(5_000_001 + i);
    const row = await db
      .insertInto('users')
      .values({
        uid,
        password_hash: 'x',
        pay_password_hash: hash,
        nickname: `Bench${i}`,
        invite_code: `BN${i}`,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    members.push({ id: row.id, uid, token: (await sessions.issue(row.id)).token });
  }
  await db.transaction().execute((trx) =>
    new Ledger(systemClock).post(trx, {
      kind: 'deposit',
      memo: 'bench',
      moves: members.map((m) => ({ from: system('external_deposits', 'USDT'), to: member(m.id, 'USDT'), amount: funds })),
    }),
  );
  return members;
}

/**
 * Funds the market's pool (from outside the books, as an operator would) deep enough that a run of
 * 1-USDT buys barely moves the price.
 */
export async function benchPool(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute((trx) =>
    moveLiquidity(trx, new Ledger(systemClock), new MarketRepository(), {
      action: 'add',
      account: 'external',
      mcc: 1_000_000_000n * 100_000_000n,
      usdt: 100_000_000n * 1_000_000n,
      reason: 'bench',
      adminId: null,
      adminUsername: 'bench',
      at: BigInt(Date.now()),
    }),
  );
}
