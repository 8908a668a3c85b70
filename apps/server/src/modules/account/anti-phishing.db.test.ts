import { accountApi } from '@mcc/contract/account';
import { adminApi } from '@mcc/contract/admin';
import { adminSupportApi } from '@mcc/contract/admin-support';
import { antiPhishingApi } from '@mcc/contract/anti-phishing';
import { commonApi } from '@mcc/contract/common';
import { totpApi } from '@mcc/contract/totp';
import { userIndexApi } from '@mcc/contract/user-index';
import { describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { addMember, codeFor, freshMobile, LOGIN_PASSWORD, type Member, type OutboxRow, outbox } from '../../../test/members';
import { addOperator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { codeNow, enrolTotp } from '../../../test/totp';
import { CODE_RESEND_MS } from './code-rules';
import { LOGIN_PAIR_MAX } from './login-guard';

// The member's anti-phishing code over HTTP: its rules and proofs, that every message to the member
// carries it once set (read back from the demo outbox, the members' inboxes), that a message to an
// address of no member with a code says nothing of it, and that no answer reachable before signing
// in, no console view and no log line carries it.

// Info level: the request lines are captured too, and the last test reads them all.
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', CODE_IP_HOURLY_LIMIT: '10000' }, { logLevel: 'info' });

const PHRASE = 'Blue Heron 42';
const MASKED = 'Bl****42';
const EN_LINE = `Anti-phishing code: ${PHRASE}`;
const ZH_LINE = `防钓鱼码：${PHRASE}`;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let ips = 0;
/** An address of its own per call that counts toward a limit, so one test's tries never lock another's. */
const freshIp = () => {
  ips += 1;
  return `198.18.${Math.floor(ips / 250)}.${ips % 250}`;
};

const setPhrase = (m: { token: string }, body: Record<string, unknown>, lang = 'en', ip = freshIp()) =>
  postTo(t, antiPhishingApi.set, body, { as: m, lang, ip });
const indexOf = async (m: { token: string }) => (await getFrom(t, userIndexApi.index, { as: m })).body.data;
const times = (text: string, part: string) => text.split(part).length - 1;
const newest = async (to: string, event: string): Promise<OutboxRow> => {
  const row = (await outbox(t, to)).find((o) => o.event === event);
  if (!row) throw new Error(`no ${event} message to ${to}`);
  return row;
};

async function memberWithPhrase(options: Parameters<typeof addMember>[1] = {}): Promise<Member> {
  const m = await addMember(t, options);
  const res = await setPhrase(m, { phrase: PHRASE, password: LOGIN_PASSWORD });
  expect(res.body).toMatchObject({ code: 1, data: { anti_phishing: MASKED } });
  return m;
}

describe('setting the anti-phishing code', () => {
  it('needs the login password; the index says whether it is set, masked, never whole', async () => {
    const m = await addMember(t);
    expect((await indexOf(m)).anti_phishing).toBeNull();

    const wrong = await setPhrase(m, { phrase: PHRASE, password: 'not-my-password' });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The login password is not correct', data: { field: 'password' } });
    const none = await setPhrase(m, { phrase: PHRASE, password: '' }, 'zh-Hans');
    expect(none.body).toMatchObject({ code: 0, msg: '请输入登录密码', data: { field: 'password' } });
    expect((await indexOf(m)).anti_phishing).toBeNull();

    const set = await setPhrase(m, { phrase: `  ${PHRASE} `, password: LOGIN_PASSWORD });
    expect(set.body).toMatchObject({ code: 1, data: { anti_phishing: MASKED } });
    expect(JSON.stringify(set.body)).not.toContain(PHRASE);
    const index = await getFrom(t, userIndexApi.index, { as: m });
    expect(index.body.data.anti_phishing).toBe(MASKED);
    expect(JSON.stringify(index.body)).not.toContain(PHRASE);

    // Kept sealed: the row does not hold the phrase.
    const row = await t.database.db.selectFrom('member_anti_phishing').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.phrase_enc).not.toContain(PHRASE);
    expect(row.phrase_enc).toMatch(/^v1\./);

    // Changing it replaces it.
    expect((await setPhrase(m, { phrase: '蓝色海鸥', password: LOGIN_PASSWORD })).body).toMatchObject({
      code: 1,
      data: { anti_phishing: '蓝****鸥' },
    });
    expect((await indexOf(m)).anti_phishing).toBe('蓝****鸥');
  });

  it('refuses a phrase that breaks the rules with a clear message in the member’s language, NUL included, never a 5xx', async () => {
    const m = await addMember(t);
    const ip = freshIp();
    const cases: Array<[phrase: string, lang: string, msg: string | RegExp]> = [
      ['', 'en', 'Please enter an anti-phishing code'],
      ['   ', 'zh-Hans', '请输入防钓鱼码'],
      ['abc', 'en', 'The anti-phishing code must be 4 to 20 characters long'],
      ['abc', 'zh-Hans', '防钓鱼码须为 4–20 个字符'],
      ['a'.repeat(21), 'en', 'The anti-phishing code must be 4 to 20 characters long'],
      ['line\nbreak', 'en', 'The anti-phishing code may not contain line breaks, control characters or invisible characters'],
      ['tab\there', 'zh-Hans', '防钓鱼码不能包含换行、控制字符或不可见字符'],
      ['ab\u202ecd', 'en', 'The anti-phishing code may not contain line breaks, control characters or invisible characters'],
      ['ab\u200bcd', 'en', 'The anti-phishing code may not contain line breaks, control characters or invisible characters'],
      ['ab\u2028cd', 'en', 'The anti-phishing code may not contain line breaks, control characters or invisible characters'],
      ['123456', 'en', 'The anti-phishing code may not be digits only: it would read like a verification code'],
      // NUL and lone surrogates are refused by the API's text check before the rules see them.
      ['ab\u0000cd', 'en', 'The field phrase contains control characters that are not allowed'],
      ['ab\u0000cd', 'zh-Hans', '参数 phrase 含有不允许的控制字符'],
      ['ab\ud800cd', 'en', 'The field phrase contains control characters that are not allowed'],
    ];
    for (const [phrase, lang, msg] of cases) {
      // A wrong password too: the phrase is judged first, so none of these spends a password try.
      const res = await setPhrase(m, { phrase, password: 'not-my-password' }, lang, ip);
      expect(res.status, JSON.stringify(phrase)).toBe(200);
      expect(res.body, JSON.stringify(phrase)).toMatchObject({ code: 0, msg, data: { field: 'phrase' } });
    }
    const tooBig = await setPhrase(m, { phrase: 'x'.repeat(201), password: LOGIN_PASSWORD }, 'en', ip);
    expect([tooBig.status, tooBig.body.code]).toEqual([200, 0]);
    expect((await indexOf(m)).anti_phishing).toBeNull();
    // No password try was spent on them: the right password from the same address still works.
    expect((await setPhrase(m, { phrase: PHRASE, password: LOGIN_PASSWORD }, 'en', ip)).body.code).toBe(1);
  });

  it('counts a wrong password toward the login lockout', async () => {
    const m = await addMember(t);
    const ip = freshIp();
    for (let i = 0; i < LOGIN_PAIR_MAX; i += 1) {
      expect((await setPhrase(m, { phrase: PHRASE, password: 'not-my-password' }, 'en', ip)).body.data).toEqual({ field: 'password' });
    }
    const locked = await setPhrase(m, { phrase: PHRASE, password: LOGIN_PASSWORD }, 'en', ip);
    expect(locked.body.msg).toMatch(/^Too many failed logins/);
    expect((await postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD }, { ip })).body.msg).toMatch(
      /^Too many failed logins/,
    );
    expect((await indexOf(m)).anti_phishing).toBeNull();
  });

  it('with the second factor on, needs its code as well as the password', async () => {
    const m = await addMember(t);
    const { secret } = await enrolTotp(t, totpApi, m);

    const missing = await setPhrase(m, { phrase: PHRASE, password: LOGIN_PASSWORD });
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'totp' } });
    const right = codeNow(t, secret);
    const wrong = await setPhrase(m, { phrase: PHRASE, password: LOGIN_PASSWORD, totp: right === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The authenticator code is wrong or was already used', data: { field: 'totp' } });
    // A right code with a wrong password spends nothing and sets nothing.
    expect((await setPhrase(m, { phrase: PHRASE, password: 'not-my-password', totp: right })).body.data).toEqual({ field: 'password' });
    expect((await indexOf(m)).anti_phishing).toBeNull();

    expect((await setPhrase(m, { phrase: PHRASE, password: LOGIN_PASSWORD, totp: right })).body).toMatchObject({
      code: 1,
      data: { anti_phishing: MASKED },
    });
    // The code is spent.
    expect((await setPhrase(m, { phrase: 'another one', password: LOGIN_PASSWORD, totp: right })).body.data).toEqual({ field: 'totp' });
    expect((await indexOf(m)).anti_phishing).toBe(MASKED);
  });
});

describe('the messages', () => {
  it('every kind of message to the member carries the code once, on its own last line, in the message language', async () => {
    const m = await memberWithPhrase();
    const mobile = m.mobile!;
    const email = m.email!;
    const ip = freshIp();
    const sms = (to: string, event: string, lang = 'en', as?: Member) =>
      postTo(t, accountApi.smsSend, { mobile: to, event }, { ip, lang, ...(as ? { as } : {}) });

    // Setting it told the member, the new code on the last line.
    const told = await newest(mobile, 'antiphishing');
    expect(told.text).toMatch(/your anti-phishing code was set/);
    expect(told.text.endsWith(`\n${EN_LINE}`)).toBe(true);

    // Codes of every event the member's own address receives, by SMS and by email.
    expect((await sms(mobile, 'resetpwd', 'zh-Hans')).body.code).toBe(1);
    expect((await postTo(t, accountApi.emsSend, { email, event: 'resetpwd' }, { ip })).body.code).toBe(1);
    expect((await sms(mobile, 'paypwd', 'en', m)).body.code).toBe(1);
    expect((await sms(mobile, 'withdraw', 'en', m)).body.code).toBe(1);
    // Someone registering with the member's mobile: the member's inbox gets a notice (no code).
    expect((await sms(mobile, 'register')).body.code).toBe(1);
    // A sign-in from a new browser (the first one is recorded quietly).
    for (const agent of [PHONE, DESKTOP]) {
      const login = await postTo(
        t,
        accountApi.login,
        { account: m.uid, password: LOGIN_PASSWORD },
        { ip, headers: { 'user-agent': agent } },
      );
      expect(login.body.code).toBe(1);
    }

    const zh = await newest(mobile, 'resetpwd');
    expect(zh.code).not.toBe('');
    expect(zh.text.endsWith(`\n${ZH_LINE}`)).toBe(true);
    const messages = [
      told,
      zh,
      await newest(email, 'resetpwd'),
      await newest(mobile, 'paypwd'),
      await newest(mobile, 'withdraw'),
      await newest(mobile, 'register'),
      await newest(mobile, 'newsignin'),
    ];
    expect((await newest(mobile, 'register')).code).toBe('');
    for (const message of messages) {
      expect(times(message.text, PHRASE), `${message.event} to ${message.to}`).toBe(1);
      expect(message.text.split('\n').at(-1), `${message.event} to ${message.to}`).toMatch(/^(Anti-phishing code|防钓鱼码)/);
    }

    // Support resets the login password: the notice carries it too.
    const helpdesk = await addOperator(t, 'support');
    const reset = await postTo(t, adminSupportApi.resetPassword, { user_id: Number(m.id), reason: 'Member called' }, { as: helpdesk });
    expect(reset.body.code).toBe(1);
    const supportNotice = (await outbox(t, mobile)).find((o) => o.event === 'resetpwd' && o.code === '');
    expect(supportNotice?.text.endsWith(`\n${ZH_LINE}`)).toBe(true);
  });

  it('moving to a new mobile: the code to the new one says nothing of it, the notice to the old one carries it', async () => {
    const m = await memberWithPhrase();
    const old = m.mobile!;
    const fresh = freshMobile();
    const ip = freshIp();
    const code = await codeFor(t, fresh, 'changemobile', { ip, as: m });
    const toNew = await newest(fresh, 'changemobile');
    expect(toNew.text).not.toContain(PHRASE);
    expect(toNew.text).not.toContain('Anti-phishing');
    const moved = await postTo(t, accountApi.changeMobile, { mobile: fresh, code, password: LOGIN_PASSWORD }, { ip, as: m });
    expect(moved.body.code).toBe(1);
    const notice = await newest(old, 'changemobile');
    expect(notice.code).toBe('');
    expect(times(notice.text, PHRASE)).toBe(1);
    // From now on the new mobile is the member's: its messages carry it.
    expect((await postTo(t, accountApi.smsSend, { mobile: fresh, event: 'resetpwd' }, { ip })).body.code).toBe(1);
    expect(times((await newest(fresh, 'resetpwd')).text, PHRASE)).toBe(1);
  });

  it('a message to an address of no member with a code says nothing about one', async () => {
    const ip = freshIp();
    const newcomer = freshMobile();
    expect((await postTo(t, accountApi.smsSend, { mobile: newcomer, event: 'register' }, { ip, lang: 'zh-Hans' })).body.code).toBe(1);
    const registration = await newest(newcomer, 'register');
    expect(registration.code).not.toBe('');
    expect(registration.text).not.toContain('防钓鱼码');
    expect(registration.text).not.toContain('\n');

    const plain = await addMember(t);
    expect((await postTo(t, accountApi.smsSend, { mobile: plain.mobile, event: 'resetpwd' }, { ip })).body.code).toBe(1);
    const reset = await newest(plain.mobile!, 'resetpwd');
    expect(reset.text).not.toContain('Anti-phishing');
    expect(reset.text).not.toContain('\n');
  });
});

describe('where the code never shows', () => {
  it('no answer reachable before signing in carries it, the console sees it masked, and no log line holds it', async () => {
    const m = await memberWithPhrase();
    const ip = freshIp();
    const publicAnswers = [
      await postTo(t, accountApi.smsSend, { mobile: m.mobile, event: 'resetpwd' }, { ip }),
      await postTo(t, accountApi.emsSend, { email: m.email, event: 'resetpwd' }, { ip }),
      await postTo(t, accountApi.smsSend, { mobile: m.mobile, event: 'register' }, { ip }),
      await postTo(t, accountApi.emsSend, { email: m.email, event: 'register' }, { ip }),
      await postTo(t, accountApi.register, { mobile: m.mobile, code: '123456', password: LOGIN_PASSWORD }, { ip }),
      await postTo(t, accountApi.resetpwd, { type: 'mobile', mobile: m.mobile, code: '000000', newpassword: 'Renewed#2026' }, { ip }),
      await postTo(t, accountApi.login, { account: m.mobile, password: LOGIN_PASSWORD }, { ip }),
      await postTo(t, accountApi.login, { account: m.email, password: 'not-my-password' }, { ip }),
      await getFrom(t, commonApi.sysConfig, { ip }),
    ];
    for (const answer of publicAnswers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(PHRASE);
      expect(JSON.stringify(answer.body)).not.toContain(MASKED);
    }
    // A reset with the code the member received (once the resend cooldown passed): the answer says nothing of it either.
    t.clock.advance(CODE_RESEND_MS);
    const code = await codeFor(t, m.mobile!, 'resetpwd', { ip });
    const reset = await postTo(t, accountApi.resetpwd, { type: 'mobile', mobile: m.mobile, code, newpassword: 'Renewed#2026' }, { ip });
    expect(reset.body.code).toBe(1);
    expect(JSON.stringify(reset.body)).not.toContain(PHRASE);

    // The console's outbox shows that a message carried a code, never the code.
    const helpdesk = await addOperator(t, 'support');
    const consoleView = await getFrom(t, adminApi.outbox, { as: helpdesk, query: { to: m.mobile! } });
    expect(consoleView.body.code).toBe(1);
    const texts = (consoleView.body.data.list as Array<{ text: string }>).map((row) => row.text);
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.join('\n')).not.toContain(PHRASE);
    expect(texts.filter((text) => text.endsWith(`Anti-phishing code: ${MASKED}`)).length).toBeGreaterThan(2);

    // Nothing the server logged in this whole file holds it.
    expect(t.logs.lines.length).toBeGreaterThan(20);
    expect(t.logs.lines.filter(({ text }) => text.includes(PHRASE) || text.includes('Heron'))).toEqual([]);
  });
});
