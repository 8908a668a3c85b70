import type { TestApp } from '../../../test/test-app';
import { MemberSessions } from '../../platform/auth/member-sessions';
import { OperatorSessions } from '../../platform/auth/operator-sessions';
import type { Role } from '../../platform/auth/roles';
import { PayPasswordService } from '../account/pay-password-service';
import { member, system } from '../ledger/accounts';
import { Ledger } from '../ledger/ledger';
import { verifyLedger } from '../ledger/verify';
import { SettingsService } from '../settings/settings-service';

// Helpers for the wallet and console money tests (*.db.test.ts): members and operators straight in
// the database, money put in from outside the books, and calls through the real routes.

export const PAYPWD = '246810';
/** One USDT in base units. */
export const USDT = 1_000_000n;
/** One MCC in base units. */
export const MCC = 100_000_000n;

export interface Member {
  id: bigint;
  uid: string;
  mobile: string;
  email: string;
  nickname: string;
  token: string;
}

export interface Operator {
  id: bigint;
  username: string;
  token: string;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  body: { code: number; msg: string; time: number; data: any };
  headers: Record<string, unknown>;
}

let serial = 0;

/** A member with a pay password and a live token. */
export async function newMember(t: TestApp, options: { nickname?: string; payPassword?: string | null } = {}): Promise<Member> {
  serial += 1;
  const uid = String(300000 + serial);
  const mobile = `137${String(serial).padStart(8, '0')}`;
  const email = `m${serial}@wallet.test`;
  const nickname = options.nickname ?? `Member${serial}`;
  const now = BigInt(t.clock.now().getTime());
  const row = await t.database.db
    .insertInto('users')
    .values({
      uid,
      mobile,
      email,
      password_hash: 'not-used',
      nickname,
      invite_code: `W${uid}`,
      inviter_id: null,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.payPassword !== null) await new PayPasswordService(t.database.db, t.clock).set(row.id, options.payPassword ?? PAYPWD);
  const { token } = await new MemberSessions(t.database.db, t.clock).issue(row.id);
  return { id: row.id, uid, mobile, email, nickname, token };
}

/** An operator of `role` with a live console token. */
export async function newOperator(t: TestApp, role: Role): Promise<Operator> {
  serial += 1;
  const username = `${role.replace('_', '')}${serial}`;
  const row = await t.database.db
    .insertInto('admins')
    .values({ username, password_hash: 'not-used', role, status: 'active', created_at: 0n })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await new OperatorSessions(t.database.db, t.clock).issue(row.id);
  return { id: row.id, username, token };
}

/** Credits a member from outside the books, as a confirmed recharge would. */
export async function credit(t: TestApp, userId: bigint, amount: bigint, asset = 'USDT'): Promise<void> {
  await t.database.db.transaction().execute((trx) =>
    new Ledger(t.clock).post(trx, {
      kind: 'deposit',
      memo: 'test',
      moves: [{ from: system('external_deposits', asset), to: member(userId, asset), amount }],
    }),
  );
}

export async function balanceOf(t: TestApp, userId: bigint, asset = 'USDT', purpose = 'available'): Promise<bigint> {
  return new Ledger(t.clock).balanceOf(t.database.db, member(userId, asset, purpose));
}

export async function setSettings(t: TestApp, values: Record<string, unknown>): Promise<void> {
  await new SettingsService(t.database.db, t.clock).set(values);
}

/** Calls the API with `token` (member or operator), in English unless a `lang` header is given. */
export async function api(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    headers: { lang: 'en', ...(token ? { token } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** A file the member uploaded (as POST /api/common/upload records it). */
export async function uploaded(t: TestApp, userId: bigint, name = 'proof'): Promise<string> {
  serial += 1;
  const url = `/uploads/test/${name}-${serial}.png`;
  await t.database.db
    .insertInto('uploads')
    .values({ user_id: userId, storage_key: `test/${name}-${serial}.png`, url, mime: 'image/png', size: 10n, created_at: 0n })
    .execute();
  return url;
}

/** Sends a `withdraw` code to the member's mobile through the API and reads it from the demo outbox. */
export async function withdrawCode(t: TestApp, m: Member): Promise<string> {
  const sent = await api(t, m.token, 'POST', '/api/sms/send', { mobile: m.mobile, event: 'withdraw' });
  if (sent.body.code !== 1) throw new Error(`code not sent: ${sent.body.msg}`);
  const box = await api(t, undefined, 'GET', `/api/dev/outbox?to=${m.mobile}`);
  const entry = box.body.data.list.find((e: { event: string }) => e.event === 'withdraw');
  if (!entry) throw new Error('no withdraw code in the outbox');
  // The next code to the same mobile may only be sent a minute later.
  t.clock.advance(61_000);
  return entry.code;
}

/** Asserts the books balance; returns the report for more checks. */
export async function ledgerClean(t: TestApp) {
  const report = await verifyLedger(t.database.db);
  if (!report.ok) throw new Error(`ledger:verify found:\n${report.problems.join('\n')}`);
  return report;
}

/** A fresh key for a money POST. */
export function key(): { 'idempotency-key': string } {
  serial += 1;
  return { 'idempotency-key': `k-${serial}-${Math.random().toString(36).slice(2)}` };
}
