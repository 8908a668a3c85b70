import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSender } from './smtp-sender';
import { TestMailServer } from './test-mail-server';

let server: TestMailServer;
let url: string;
beforeAll(async () => {
  server = new TestMailServer();
  url = await server.start();
});
afterAll(async () => {
  await server.stop();
});

describe('SmtpSender', () => {
  it('delivers to a real SMTP server through a pooled transport, in any language', async () => {
    const sender = new SmtpSender(url, 'MCC <no-reply@mcc.test>');
    try {
      await sender.send({
        channel: 'email',
        to: 'one@example.com',
        event: 'register',
        code: '123456',
        subject: 'Code 123456',
        text: 'Your code is 123456.',
      });
      await sender.send({
        channel: 'email',
        to: 'two@example.com',
        event: 'register',
        code: '654321',
        subject: '【MCC】验证码 654321',
        text: '【MCC】您的验证码是 654321，10 分钟内有效。',
      });
    } finally {
      await sender.close();
    }
    const one = await server.waitFor('one@example.com');
    expect(one).toMatchObject({ from: 'no-reply@mcc.test', subject: 'Code 123456', text: 'Your code is 123456.' });
    const two = await server.waitFor('two@example.com');
    expect(two.subject).toBe('【MCC】验证码 654321');
    expect(two.text).toBe('【MCC】您的验证码是 654321，10 分钟内有效。');
  });

  it('refuses to carry SMS', async () => {
    const sender = new SmtpSender(url, 'MCC <no-reply@mcc.test>');
    await expect(sender.send({ channel: 'sms', to: '13900000000', event: 'x', code: '', subject: '', text: '' })).rejects.toThrow();
    await sender.close();
  });
});
