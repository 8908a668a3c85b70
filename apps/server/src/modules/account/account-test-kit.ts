import type { TestApp } from '../../../test/test-app';

// Helpers for the accounts tests: requests as a given client IP and language, and codes read back
// from the demo outbox as a member would read their phone.

export interface Call {
  ip?: string;
  lang?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  statusCode: number;
  body: { code: number; msg: string; time: number; data: unknown };
  headers: Record<string, unknown>;
  cookies: Array<{ name: string; value: string; [key: string]: unknown }>;
}

function headersOf(call: Call): Record<string, string> {
  const headers: Record<string, string> = { lang: call.lang ?? 'en', ...call.headers };
  if (call.token) headers.token = call.token;
  return headers;
}

export async function post(t: TestApp, url: string, body: unknown, call: Call = {}): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: headersOf(call),
    remoteAddress: call.ip ?? '10.0.0.1',
  });
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers, cookies: res.cookies as Answer['cookies'] };
}

export async function get(t: TestApp, url: string, call: Call = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'GET', url, headers: headersOf(call), remoteAddress: call.ip ?? '10.0.0.1' });
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers, cookies: res.cookies as Answer['cookies'] };
}

export interface OutboxRow {
  to: string;
  event: string;
  code: string;
  text: string;
  created_at: number;
}

export async function outbox(t: TestApp, to: string): Promise<OutboxRow[]> {
  const res = await get(t, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (res.body.code !== 1) throw new Error(`outbox refused: ${res.body.msg}`);
  return (res.body.data as { list: OutboxRow[] }).list;
}

/** Sends a code and reads it back from the outbox; fails loudly when either step does not work. */
export async function codeFor(t: TestApp, to: string, event: string, call: Call = {}): Promise<string> {
  const url = to.includes('@') ? '/api/ems/send' : '/api/sms/send';
  const sent = await post(t, url, to.includes('@') ? { email: to, event } : { mobile: to, event }, call);
  if (sent.body.code !== 1) throw new Error(`send refused: ${sent.body.msg}`);
  const newest = (await outbox(t, to.toLowerCase()))[0];
  if (!newest || newest.event !== event || !newest.code) throw new Error(`no ${event} code in the outbox of ${to}`);
  return newest.code;
}

export interface Userinfo {
  id: number;
  uid: string;
  token: string;
  expires_in: number;
  invite_code: string;
  [key: string]: unknown;
}

/** Registers a member with a code from the outbox, moving the clock past the cooldown first. */
export async function registerMember(
  t: TestApp,
  target: { mobile: string } | { email: string },
  password = 'Secret#2026',
  extra: Record<string, unknown> = {},
  call: Call = {},
): Promise<Userinfo> {
  const to = 'mobile' in target ? target.mobile : target.email;
  const code = await codeFor(t, to, 'register', call);
  const res = await post(t, '/api/user/register', { ...target, code, password, ...extra }, call);
  if (res.body.code !== 1) throw new Error(`register refused: ${res.body.msg}`);
  return (res.body.data as { userinfo: Userinfo }).userinfo;
}

let counter = 0;
/** A mobile number no other test in this file uses (the demo members are 138...). */
export function freshMobile(): string {
  counter += 1;
  return `1390000${String(counter).padStart(4, '0')}`;
}
