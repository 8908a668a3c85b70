import { pledgeApi } from '@mcc/contract/pledge';
import { type Answer, newKey, postTo } from '../../../test/http';
import { PAY_PASSWORD } from '../../../test/members';
import { USDT } from '../../../test/money';
import type { DatabaseAndClock, TestApp } from '../../../test/test-app';
import { createDailyJobs } from '../jobs/create-daily-jobs';
import type { DailyJobs } from '../jobs/daily-jobs';
import { AssetRegistry } from '../ledger/assets';
import { Ledger } from '../ledger/ledger';
import { SettingsService } from '../settings/settings-service';
import { OrderTips } from '../tips/tips-service';

// Staking fixtures for the pledge, team, tips and notice tests (*.db.test.ts), on the shared test
// kit: products straight in the database, subscriptions through the real route, and the daily jobs
// on the test's clock.

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
  /** The English name; the other languages add a marker to it. */
  name?: string;
}

/** A product straight in the database; its id. */
export async function addProduct(t: DatabaseAndClock, spec: ProductSpec): Promise<bigint> {
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

/** Subscribes through POST /api/pledge/add with the member's pay password, under `key` (a new one unless given). */
export function subscribe(t: TestApp, who: { token: string }, productId: bigint, amount: string, key?: string): Promise<Answer> {
  return postTo(t, pledgeApi.add, { product_id: Number(productId), amount, paypwd: PAY_PASSWORD }, { as: who, key: key ?? newKey() });
}

/** The daily jobs on the test's database and clock, as the server and the command build them. */
export function dailyJobs(t: TestApp, db = t.database.db): DailyJobs {
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
