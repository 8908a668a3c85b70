import { accountApi } from '@mcc/contract/account';
import { commonApi } from '@mcc/contract/common';
import { fundApi } from '@mcc/contract/fund';
import { streamApi } from '@mcc/contract/stream';
import { describe, expect, it } from 'vitest';
import { getFrom, postTo, refreshWith } from '../../../test/http';
import { addMember, freshMobile, LOGIN_PASSWORD, registerMember } from '../../../test/members';
import { testDialect, useTestApp } from '../../../test/test-app';

const t = useTestApp({}, { logLevel: 'info' });
let ips = 0;
const freshIp = () => `10.31.0.${++ips}`;

/** The request lines logged since `from` (an index into the captured lines). */
function requestLines(from: number) {
  return t.logs.lines.slice(from).filter(({ line }) => line.msg === 'request');
}

describe(`answering and logging each request once (${testDialect})`, () => {
  it('sends each answer once: the public settings, sign-up, login, refresh, and 401s a handler sends itself', async () => {
    const from = t.logs.lines.length;
    const mobile = freshMobile();
    await registerMember(t, { mobile });
    const registered = requestLines(from).length;
    const calls = [
      getFrom(t, commonApi.sysConfig),
      postTo(t, accountApi.login, { account: mobile, password: LOGIN_PASSWORD, remember: true }, { ip: freshIp() }),
      getFrom(t, streamApi.events, { query: { ticket: 'not-a-ticket' } }),
      getFrom(t, streamApi.events),
      postTo(t, accountApi.smsSend, { mobile: freshMobile(), event: 'paypwd' }),
    ];
    const [config, login, badTicket, noTicket, codeWithoutToken] = await Promise.all(calls);
    expect(config?.body.code).toBe(1);
    expect(login?.body.code).toBe(1);
    expect([badTicket?.status, noTicket?.status, codeWithoutToken?.status]).toEqual([401, 401, 401]);
    const cookie = login?.cookies.find((c) => c.name === 'mcc_refresh');
    const refreshed = await refreshWith(t, cookie?.value ?? '');
    expect(refreshed.json().code).toBe(1);
    // A second send would be refused by Fastify with a warning ("Reply was already sent").
    expect(t.logs.lines.slice(from).filter(({ line }) => line.level >= 40)).toEqual([]);
    // One line for each request: sign-up's, the five calls and the refresh.
    expect(requestLines(from)).toHaveLength(registered + 6);
    expect(requestLines(from).map(({ line }) => line.route)).toContain(accountApi.register.path);
  });

  it('logs one short line per request, with its route, status, time and member, never a ticket, token or password', async () => {
    const alice = await addMember(t);
    const ticket = await postTo(t, streamApi.ticket, {}, { as: alice });
    const secretTicket = String(ticket.body.data.ticket);
    const from = t.logs.lines.length;
    await getFrom(t, streamApi.events, { query: { ticket: `${secretTicket}x` } });
    await getFrom(t, fundApi.balance, { as: alice });
    await postTo(t, accountApi.login, { account: alice.mobile, password: LOGIN_PASSWORD }, { ip: freshIp() });
    const lines = requestLines(from);
    expect(lines.map(({ line }) => [line.method, line.route, line.status])).toEqual([
      ['GET', streamApi.events.path, 401],
      ['GET', fundApi.balance.path, 200],
      ['POST', accountApi.login.path, 200],
    ]);
    expect(lines[1]?.line).toMatchObject({ member: String(alice.id) });
    for (const { line, text } of lines) {
      expect(text.length, text).toBeLessThanOrEqual(300);
      expect(typeof line.ms).toBe('number');
      expect(typeof line.reqId).toBe('string');
    }
    for (const { text } of t.logs.lines) {
      for (const secret of [secretTicket, alice.token, LOGIN_PASSWORD]) expect(text).not.toContain(secret);
    }
  });
});
