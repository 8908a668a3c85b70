import { accountApi } from '@mcc/contract/account';
import { MemberSessions } from '../src/platform/auth/member-sessions';
import { hashPassword } from '../src/platform/auth/password';
import { type Call, getFrom, postTo } from './http';
import type { DatabaseAndClock, TestApp } from './test-app';

// Members for the server tests: straight in the database when the test is about something else
// (`addMember`), or through sign-up with a code from the demo outbox when it is about accounts
// (`registerMember`). Both can then sign in with the login password.

/** The login password of every test member unless a test gives another. */
export const LOGIN_PASSWORD = 'Secret#2026';
/** The pay password of every test member unless a test gives another. */
export const PAY_PASSWORD = '246810';

export interface Member {
  id: bigint;
  uid: string;
  mobile: string | null;
  email: string | null;
  nickname: string;
  inviteCode: string;
  /** A live session token. */
  token: string;
}

export interface MemberOptions {
  uid?: string;
  /** A fresh 139… number unless given; null for none. */
  mobile?: string | null;
  /** `m<n>@members.test` unless given; null for none. */
  email?: string | null;
  nickname?: string;
  /** `T<uid>` unless given. */
  inviteCode?: string;
  inviter?: { id: bigint };
  password?: string;
  /** Null for a member who has not set one yet. */
  payPassword?: string | null;
  /** Unix milliseconds; the clock's now unless given. */
  createdAt?: bigint;
}

const hashes = new Map<string, Promise<string>>();
/** scrypt's cost for test members: the same function and format as the product's, at 1/32 of its work. */
const TEST_COST = 1024;
/**
 * One scrypt hash per secret for the whole file: a real hash that verifies, made at a low cost so
 * neither making it nor each check against it spends 50 ms (members made through sign-up get the
 * product's cost).
 */
export function hashOnce(secret: string): Promise<string> {
  let hash = hashes.get(secret);
  if (!hash) {
    hash = hashPassword(secret, TEST_COST);
    hashes.set(secret, hash);
  }
  return hash;
}

let serial = 0;
let mobiles = 0;

/** A mobile number no other member of this test file has (the demo members' numbers are 138…). */
export function freshMobile(): string {
  mobiles += 1;
  return `1390000${String(mobiles).padStart(4, '0')}`;
}

/** A member straight in the database, with a login password, a pay password and a live token. */
export async function addMember(t: DatabaseAndClock, options: MemberOptions = {}): Promise<Member> {
  serial += 1;
  const uid = options.uid ?? String(300000 + serial);
  const mobile = options.mobile === undefined ? freshMobile() : options.mobile;
  const email = options.email === undefined ? `m${serial}@members.test` : options.email;
  const nickname = options.nickname ?? `Member${serial}`;
  const inviteCode = options.inviteCode ?? `T${uid}`;
  const payPassword = options.payPassword === undefined ? PAY_PASSWORD : options.payPassword;
  const now = options.createdAt ?? BigInt(t.clock.now().getTime());
  const row = await t.database.db
    .insertInto('users')
    .values({
      uid,
      mobile,
      email,
      password_hash: await hashOnce(options.password ?? LOGIN_PASSWORD),
      pay_password_hash: payPassword === null ? null : await hashOnce(payPassword),
      nickname,
      invite_code: inviteCode,
      inviter_id: options.inviter?.id ?? null,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await new MemberSessions(t.database.db, t.clock).issue(row.id);
  return { id: row.id, uid, mobile, email, nickname, inviteCode, token };
}

/** One member per nickname, added in that order (see `addMember`). */
export async function addMembers<N extends string[]>(t: DatabaseAndClock, ...nicknames: N): Promise<{ [K in keyof N]: Member }> {
  const members: Member[] = [];
  for (const nickname of nicknames) members.push(await addMember(t, { nickname }));
  return members as { [K in keyof N]: Member };
}

/** Signs a member in through POST /api/user/login by UID; the same member with the new token. */
export async function signInMember<M extends { uid: string }>(t: Pick<TestApp, 'app'>, who: M, password = LOGIN_PASSWORD, call: Call = {}) {
  const res = await postTo(t, accountApi.login, { account: who.uid, password }, call);
  if (res.body.code !== 1) throw new Error(`sign-in of ${who.uid} refused: ${res.body.msg}`);
  return { ...who, token: (res.body.data as { userinfo: Userinfo }).userinfo.token };
}

export interface OutboxRow {
  to: string;
  event: string;
  code: string;
  text: string;
  created_at: number;
}

/** What the demo outbox holds for `to`, newest first. */
export async function outbox(t: Pick<TestApp, 'app'>, to: string): Promise<OutboxRow[]> {
  const res = await getFrom(t, accountApi.outbox, { query: { to } });
  if (res.body.code !== 1) throw new Error(`outbox refused: ${res.body.msg}`);
  return (res.body.data as { list: OutboxRow[] }).list;
}

/** Sends a code and reads it back from the outbox, as a member reads their phone; fails loudly when either step does not work. */
export async function codeFor(t: Pick<TestApp, 'app'>, to: string, event: string, call: Call = {}): Promise<string> {
  const sent = to.includes('@')
    ? await postTo(t, accountApi.emsSend, { email: to, event }, call)
    : await postTo(t, accountApi.smsSend, { mobile: to, event }, call);
  if (sent.body.code !== 1) throw new Error(`send refused: ${sent.body.msg}`);
  const newest = (await outbox(t, to.toLowerCase()))[0];
  if (!newest || newest.event !== event || !newest.code) throw new Error(`no ${event} code in the outbox of ${to}`);
  return newest.code;
}

/** The `userinfo` of register, login and /api/user/index. */
export interface Userinfo {
  id: number;
  uid: string;
  token: string;
  expires_in: number;
  invite_code: string;
  [field: string]: unknown;
}

/** Registers a member through the API with a code from the outbox and the LOGIN_PASSWORD. */
export async function registerMember(
  t: Pick<TestApp, 'app'>,
  target: { mobile: string } | { email: string },
  call: Call = {},
): Promise<Userinfo> {
  const to = 'mobile' in target ? target.mobile : target.email;
  const code = await codeFor(t, to, 'register', call);
  const res = await postTo(t, accountApi.register, { ...target, code, password: LOGIN_PASSWORD }, call);
  if (res.body.code !== 1) throw new Error(`register refused: ${res.body.msg}`);
  return (res.body.data as { userinfo: Userinfo }).userinfo;
}

/** How many wrong pay passwords the member has tried since their last right one. */
export async function payPasswordFailures(t: Pick<DatabaseAndClock, 'database'>, memberId: bigint): Promise<bigint> {
  const row = await t.database.db.selectFrom('users').select('pay_password_failures').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.pay_password_failures;
}
