import type { TestApp } from '../../../test/test-app';
import { MemberSessions } from '../../platform/auth/member-sessions';
import { PayPasswordService } from '../account/pay-password-service';
import { createDailyJobs } from '../jobs/create-daily-jobs';
import type { DailyJobs } from '../jobs/daily-jobs';
import { member, system } from '../ledger/accounts';
import { AssetRegistry } from '../ledger/assets';
import { Ledger } from '../ledger/ledger';
import { SettingsService } from '../settings/settings-service';
import { OrderTips } from '../tips/tips-service';

// Helpers for the staking, team, notice and tips server tests (*.db.test.ts): members with a pay
// password and a session straight in the database, money put in from outside the books, products,
// signed-in calls through the real routes, and the daily jobs on the test's clock.

export const PAYPWD = '135790';
export const USDT = 1_000_000n;

export interface TestMember {
  id: bigint;
  uid: string;
  token: string;
}

export interface Answer {
  status: number;
  body: { code: number; msg: string; time: number; data: never };
  headers: Record<string, unknown>;
}

let serial = 0;

/** A member with a pay password and a live token; `inviter` sets the invite tree. */
export async function addTestMember(
  t: TestApp,
  options: { inviter?: TestMember; mobile?: string; nickname?: string } = {},
): Promise<TestMember> {
  serial += 1;
  const uid = String(200000 + serial);
  const now = BigInt(t.clock.now().getTime());
  const row = await t.database.db
    .insertInto('users')
    .values({
      uid,
      mobile: options.mobile ?? `139${String(serial).padStart(8, '0')}`,
      email: null,
      password_hash: 'not-used',
      nickname: options.nickname ?? `Member${serial}`,
      invite_code: `T${uid}`,
      inviter_id: options.inviter?.id ?? null,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await new PayPasswordService(t.database.db, t.clock).set(row.id, PAYPWD);
  const { token } = await new MemberSessions(t.database.db, t.clock).issue(row.id);
  return { id: row.id, uid, token };
}

/** A new token for a member (tokens live 30 days; simulated months outlive them). */
export async function signInAgain(t: TestApp, who: TestMember): Promise<TestMember> {
  const { token } = await new MemberSessions(t.database.db, t.clock).issue(who.id);
  return { ...who, token };
}

const ledgerOf = (t: TestApp) => new Ledger(t.clock);

/** Credits a member's available balance from outside the books (as a confirmed recharge would). */
export async function credit(t: TestApp, userId: bigint, amount: bigint, asset = 'USDT'): Promise<void> {
  await t.database.db
    .transaction()
    .execute((trx) =>
      ledgerOf(t).post(trx, { kind: 'deposit', moves: [{ from: system('external_deposits', asset), to: member(userId, asset), amount }] }),
    );
}

/** Puts money into the reward pool from outside the books. */
export async function fundPool(t: TestApp, amount: bigint, asset = 'USDT'): Promise<void> {
  await t.database.db.transaction().execute((trx) =>
    ledgerOf(t).post(trx, {
      kind: 'pool_funding',
      moves: [{ from: system('external_deposits', asset), to: system('reward_pool', asset), amount }],
    }),
  );
}

export async function balance(t: TestApp, userId: bigint, purpose = 'available', asset = 'USDT'): Promise<bigint> {
  return ledgerOf(t).balanceOf(t.database.db, member(userId, asset, purpose));
}

export async function poolBalance(t: TestApp, asset = 'USDT'): Promise<bigint> {
  return ledgerOf(t).balanceOf(t.database.db, system('reward_pool', asset));
}

export interface ProductSpec {
  termDays: number;
  /** Parts per 10^8. */
  dailyRate: bigint;
  min?: bigint;
  max?: bigint;
  quota?: bigint;
  memberLimit?: bigint;
  enabled?: boolean;
  asset?: string;
  name?: string;
}

/** A product straight in the database. */
export async function addProduct(t: TestApp, spec: ProductSpec): Promise<bigint> {
  const now = BigInt(t.clock.now().getTime());
  const name = spec.name ?? `P${spec.termDays}`;
  const row = await t.database.db
    .insertInto('pledge_products')
    .values({
      name_json: JSON.stringify({ 'zh-Hans': `${name}（中）`, en: name, ja: `${name}（日）`, 'zh-Hant': `${name}（繁）` }),
      asset: spec.asset ?? 'USDT',
      term_days: BigInt(spec.termDays),
      daily_rate: spec.dailyRate,
      min_amount: spec.min ?? 10n * USDT,
      max_amount: spec.max ?? 100_000n * USDT,
      total_quota: spec.quota ?? 0n,
      held_amount: 0n,
      member_limit: spec.memberLimit ?? 0n,
      enabled: spec.enabled === false ? 0n : 1n,
      sort_order: 0n,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-in member call in English. */
export async function api(
  t: TestApp,
  who: TestMember | string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const token = who === null ? undefined : typeof who === 'string' ? who : who.token;
  const res = await t.app.inject({
    method,
    url,
    headers: { lang: 'en', ...(token ? { token } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Subscribes through POST /api/pledge/add with the right pay password. */
export function subscribe(t: TestApp, who: TestMember, productId: bigint, amount: string, key?: string): Promise<Answer> {
  return api(
    t,
    who,
    'POST',
    '/api/pledge/add',
    { product_id: Number(productId), amount, paypwd: PAYPWD },
    key ? { 'idempotency-key': key } : {},
  );
}

/** The daily jobs on the test's database and clock, as the server and the command build them. */
export function testJobs(t: TestApp, db = t.database.db): DailyJobs {
  return createDailyJobs({
    db,
    clock: t.clock,
    timeZone: t.config.timeZone,
    ledger: new Ledger(t.clock),
    assets: new AssetRegistry(db),
    tips: new OrderTips(db, t.clock),
    settings: new SettingsService(db, t.clock),
  });
}

/** Sets the clock to `hh:mm` Shanghai time on `day` (the default TIME_ZONE). */
export function at(t: TestApp, day: string, time = '00:05'): void {
  t.clock.set(`${day}T${time}:00+08:00`);
}
