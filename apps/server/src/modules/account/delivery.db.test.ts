import { createServer, type Server } from 'node:http';
import { accountApi } from '@mcc/contract/account';
import { antiPhishingApi } from '@mcc/contract/anti-phishing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, postTo } from '../../../test/http';
import { addMember, LOGIN_PASSWORD, outbox } from '../../../test/members';
import { createTestApp, useTestApp } from '../../../test/test-app';
import { loadConfig } from '../../platform/config';
import { TestMailServer } from '../../platform/mail/test-mail-server';

let mail: TestMailServer;
let smtpUrl: string;
let sms: Server;
let smsUrl: string;
const texts: Array<{ to: string; text: string; event: string }> = [];

beforeAll(async () => {
  mail = new TestMailServer();
  smtpUrl = await mail.start();
  sms = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      texts.push(JSON.parse(body));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  const address = sms.address();
  smsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms`;
});
afterAll(async () => {
  await mail.stop();
  await new Promise<void>((resolve) => sms.close(() => resolve()));
});

async function smsTo(to: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = texts.find((t) => t.to === to);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no SMS to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('demo mode with real senders configured', () => {
  const t = useTestApp(() => ({ SMTP_URL: smtpUrl, SMS_PROVIDER_URL: smsUrl, MAIL_FROM: 'MCC <codes@mcc.test>' }));

  it('emails the code by SMTP and keeps the same code in the outbox', async () => {
    expect((await postTo(t, accountApi.emsSend, { email: 'Mailed@Example.com', event: 'register' }, { lang: 'zh-Hans' })).body.code).toBe(
      1,
    );
    const received = await mail.waitFor('mailed@example.com');
    const [kept] = await outbox(t, 'mailed@example.com');
    expect(kept?.code).toMatch(/^\d{6}$/);
    expect(received.from).toBe('codes@mcc.test');
    expect(received.subject).toBe(`【MCC】验证码 ${kept?.code}`);
    expect(received.text).toBe(`【MCC】您的验证码是 ${kept?.code}，用于注册账号，10 分钟内有效。请勿告诉任何人。`);
    // The code read from the mail registers the member.
    const code = received.text.match(/\d{6}/)?.[0];
    const res = await postTo(t, accountApi.register, { email: 'mailed@example.com', code, password: 'Secret#2026' });
    expect(res.body.code).toBe(1);
  });

  it('sends SMS through the provider adapter', async () => {
    expect((await postTo(t, accountApi.smsSend, { mobile: '13955550001', event: 'register' })).body.code).toBe(1);
    const text = await smsTo('13955550001');
    const [kept] = await outbox(t, '13955550001');
    expect(text).toEqual({ to: '13955550001', event: 'register', text: kept?.text });
    expect(text.text).toContain(kept?.code);
  });
});

/** A server in production mode, sending through the local mail and SMS servers unless `env` says otherwise. */
const productionApp = (env: Record<string, string> = {}) =>
  createTestApp({
    MCC_MODE: 'production',
    SECRET: 'a-real-secret-of-length',
    SMTP_URL: smtpUrl,
    SMS_PROVIDER_URL: smsUrl,
    PUBLIC_URL: 'https://mcc.example.com',
    ...env,
  });

describe('production mode', () => {
  it('refuses to start without real mail and SMS settings', () => {
    expect(() => loadConfig({ MCC_MODE: 'production', SECRET: 'a-real-secret-of-length' })).toThrow(/SMTP_URL[\s\S]*SMS_PROVIDER_URL/);
    expect(() => loadConfig({ MCC_MODE: 'production', SECRET: 'a-real-secret-of-length', SMTP_URL: smtpUrl })).toThrow(/SMS_PROVIDER_URL/);
  });

  it('has no outbox, sends for real, and delivers nothing for a reset of an unknown address', async () => {
    const t = await productionApp();
    try {
      const dev = await get(t, `${accountApi.outbox.path}?to=x@example.com`);
      expect(dev.status).toBe(404);
      await postTo(t, accountApi.emsSend, { email: 'nobody.here@example.com', event: 'resetpwd' }, { lang: 'en', ip: '10.50.0.1' });
      expect(
        (await postTo(t, accountApi.emsSend, { email: 'prod@example.com', event: 'register' }, { lang: 'en', ip: '10.50.0.1' })).body.code,
      ).toBe(1);
      const received = await mail.waitFor('prod@example.com');
      expect(received.subject).toMatch(/^MCC verification code \d{6}$/);
      const code = received.subject.slice(-6);
      const member = await postTo(
        t,
        accountApi.register,
        { email: 'prod@example.com', code, password: 'Secret#2026' },
        { ip: '10.50.0.1' },
      );
      expect(member.body.code).toBe(1);
      const rows = await t.database.db.selectFrom('outbox_messages').select('id').execute();
      expect(rows).toEqual([]);
      expect(mail.received.some((m) => m.to.includes('nobody.here@example.com'))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('writes the member’s anti-phishing code into the email and SMS that really leave, not only into the outbox', async () => {
    const t = await productionApp();
    try {
      const m = await addMember(t, { mobile: '13955550077', email: 'phrase@example.com' });
      const set = await postTo(t, antiPhishingApi.set, { phrase: 'Quiet Lake', password: LOGIN_PASSWORD }, { as: m, ip: '10.50.0.2' });
      expect(set.body.code).toBe(1);
      // Setting it is told by SMS (the mobile first), the code on the last line.
      const notice = await smsTo('13955550077');
      expect(notice.event).toBe('antiphishing');
      expect(notice.text.endsWith('\nAnti-phishing code: Quiet Lake')).toBe(true);
      expect((await postTo(t, accountApi.emsSend, { email: 'phrase@example.com', event: 'resetpwd' }, { ip: '10.50.0.2' })).body.code).toBe(
        1,
      );
      const received = await mail.waitFor('phrase@example.com');
      expect(received.subject).toMatch(/^MCC verification code \d{6}$/);
      expect(received.subject).not.toContain('Quiet Lake');
      expect(received.text).toMatch(/\r?\nAnti-phishing code: Quiet Lake$/);
    } finally {
      await t.close();
    }
  });

  it('answers at once when the mail server is down (the failure is logged) and still closes cleanly', async () => {
    const t = await productionApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    t.logs.allow(/message delivery failed/);
    try {
      const res = await postTo(t, accountApi.emsSend, { email: 'down@example.com', event: 'register' });
      expect(res.body).toMatchObject({ code: 1, data: null });
    } finally {
      await t.close();
    }
  });
});
