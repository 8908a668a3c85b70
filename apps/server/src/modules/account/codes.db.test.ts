import { accountApi } from '@mcc/contract/account';
import { describe, expect, it } from 'vitest';
import { postTo } from '../../../test/http';
import { codeFor, freshMobile, outbox, registerMember } from '../../../test/members';
import { createTestApp, useTestApp } from '../../../test/test-app';

const t = useTestApp({ CODE_IP_HOURLY_LIMIT: '1000' });

const MINUTE = 60_000;
let ipCounter = 0;
/** Each test sends from its own address so the per-IP budget of one does not touch another. */
const freshIp = () => `10.20.0.${++ipCounter}`;

describe('sending codes', () => {
  it('sends six digits to the outbox, in the language asked, and answers null', async () => {
    const mobile = freshMobile();
    const res = await postTo(t, accountApi.smsSend, { mobile, event: 'register' }, { ip: freshIp(), lang: 'ja' });
    expect(res.body).toMatchObject({ code: 1, msg: '', data: null });
    const [message] = await outbox(t, mobile);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.event).toBe('register');
    expect(message?.text).toContain('アカウント登録');
    expect(message?.text).toContain(message?.code);
  });

  it('lower-cases email addresses and sends to them', async () => {
    const res = await postTo(t, accountApi.emsSend, { email: 'New.Person@Example.COM', event: 'register' }, { ip: freshIp() });
    expect(res.body.code).toBe(1);
    const [message] = await outbox(t, 'new.person@example.com');
    expect(message?.to).toBe('new.person@example.com');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain('create your account');
  });

  it('refuses a second send to the same target and event within 60 s, not another event', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    await registerMember(t, { mobile }, { ip });
    expect((await postTo(t, accountApi.smsSend, { mobile, event: 'resetpwd' }, { ip })).body.code).toBe(1);
    t.clock.advance(20_000);
    const again = await postTo(t, accountApi.smsSend, { mobile, event: 'resetpwd' }, { ip });
    expect(again.body).toMatchObject({ code: 0, msg: 'Please wait 40 s before asking for another code', data: { field: 'mobile' } });
    const zh = await postTo(t, accountApi.smsSend, { mobile, event: 'resetpwd' }, { ip, lang: 'zh-Hans' });
    expect(zh.body.msg).toBe('请 40 秒后再获取验证码');
    t.clock.advance(40_000);
    expect((await postTo(t, accountApi.smsSend, { mobile, event: 'resetpwd' }, { ip })).body.code).toBe(1);
  });

  it('refuses bad input with code 0, never a 5xx', async () => {
    for (const body of [
      { mobile: '12345', event: 'register' },
      { mobile: '13900000000', event: 'steal' },
      { mobile: '13900000000' },
      { mobile: '13900000000', event: 'register', extra: 1 },
    ]) {
      const res = await postTo(t, accountApi.smsSend, body, { ip: freshIp() });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    expect((await postTo(t, accountApi.emsSend, { email: 'not-an-email', event: 'register' }, { ip: freshIp() })).body.code).toBe(0);
  });
});

describe('checking codes', () => {
  it('V6.5.5 accepts a code for 10 minutes and refuses it after', async () => {
    const ip = freshIp();
    const fresh = freshMobile();
    const code = await codeFor(t, fresh, 'register', { ip });
    t.clock.advance(10 * MINUTE);
    const late = await postTo(t, accountApi.register, { mobile: fresh, code, password: 'Secret#2026' }, { ip });
    expect(late.body).toMatchObject({ code: 0, msg: 'This code has expired; please request a new one', data: { field: 'code' } });

    const other = freshMobile();
    const code2 = await codeFor(t, other, 'register', { ip });
    t.clock.advance(10 * MINUTE - 1000);
    const inTime = await postTo(t, accountApi.register, { mobile: other, code: code2, password: 'Secret#2026' }, { ip });
    expect(inTime.body.code).toBe(1);
  });

  it('V6.5.1 is single use', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    await registerMember(t, { mobile }, { ip });
    const code = await codeFor(t, mobile, 'resetpwd', { ip });
    const first = await postTo(t, accountApi.resetpwd, { type: 'mobile', mobile, code, newpassword: 'Another#2026' }, { ip });
    expect(first.body.code).toBe(1);
    const second = await postTo(t, accountApi.resetpwd, { type: 'mobile', mobile, code, newpassword: 'Third#20266' }, { ip });
    expect(second.body).toMatchObject({ code: 0, msg: 'This code has already been used; please request a new one' });
  });

  it('V6.6.3 counts wrong tries and is void after the fifth, even for the right code', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register', { ip });
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push((await postTo(t, accountApi.register, { mobile, code: wrong, password: 'Secret#2026' }, { ip })).body.msg);
    }
    expect(messages).toEqual([
      'The code is not correct; 4 tries left',
      'The code is not correct; 3 tries left',
      'The code is not correct; 2 tries left',
      'The code is not correct; 1 tries left',
      'Too many wrong tries: this code no longer works; please request a new one',
    ]);
    const right = await postTo(t, accountApi.register, { mobile, code, password: 'Secret#2026' }, { ip });
    expect(right.body).toMatchObject({ code: 0, msg: 'Too many wrong tries: this code no longer works; please request a new one' });
    // A new code after the cooldown works again.
    t.clock.advance(MINUTE);
    const next = await codeFor(t, mobile, 'register', { ip });
    expect((await postTo(t, accountApi.register, { mobile, code: next, password: 'Secret#2026' }, { ip })).body.code).toBe(1);
  });

  it('judges at most five of 30 parallel tries, the right code among them', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register', { ip });
    const guesses = Array.from({ length: 29 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      [...guesses, code].map((c) => postTo(t, accountApi.register, { mobile, code: c, password: 'Secret#2026' }, { ip })),
    );
    const row = await t.database.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('target', '=', mobile)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // Each try is spent before it is judged: at most five wrong ones are counted, four of them told
    // how many are left and the fifth that the code is void; every other try is refused unjudged. The
    // right code is accepted only if it was judged within those five (the order of a burst is the
    // server's, not the sender's), and at most once.
    expect(Number(row.attempts)).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => /not correct/.test(a.body.msg)).length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.body.code === 1).length).toBeLessThanOrEqual(1);
  });

  it('V6.6.2 is bound to its event and its target', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    await registerMember(t, { mobile }, { ip });
    t.clock.advance(MINUTE);
    const registerCode = await codeFor(t, freshMobile(), 'register', { ip });
    // A register code sent to another number does not reset this member's password.
    const res = await postTo(t, accountApi.resetpwd, { type: 'mobile', mobile, code: registerCode, newpassword: 'Another#2026' }, { ip });
    expect(res.body).toMatchObject({ code: 0, msg: 'Please request a code first' });
    // Nor does a resetpwd code of this member serve to register another number.
    const resetCode = await codeFor(t, mobile, 'resetpwd', { ip });
    const other = freshMobile();
    const cross = await postTo(t, accountApi.register, { mobile: other, code: resetCode, password: 'Secret#2026' }, { ip });
    expect(cross.body).toMatchObject({ code: 0, msg: 'Please request a code first' });
    expect(
      (await postTo(t, accountApi.resetpwd, { type: 'mobile', mobile, code: resetCode, newpassword: 'Another#2026' }, { ip })).body.code,
    ).toBe(1);
  });

  it("refuses a live code sent for another action as not a code for this action, in the member's language", async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const member = await registerMember(t, { mobile }, { ip });
    const payCode = await codeFor(t, mobile, 'paypwd', { ip, as: member.token });
    const reset = (code: string, lang = 'en') =>
      postTo(t, accountApi.resetpwd, { type: 'mobile', mobile, code, newpassword: 'Another#2026' }, { ip, lang });
    // No reset code yet, then a used one, then a live one: the pay-password code is named for what it is.
    expect((await reset(payCode)).body).toMatchObject({
      code: 0,
      msg: 'This code was sent for another action; please request a code for this one',
    });
    // It still serves its own action, no try counted against it.
    expect((await postTo(t, accountApi.checkPayPwdCode, { code: payCode }, { ip, as: member.token })).body.code).toBe(1);
    const resetCode = await codeFor(t, mobile, 'resetpwd', { ip });
    expect((await reset(resetCode)).body.code).toBe(1);
    expect((await reset(payCode, 'zh-Hans')).body).toMatchObject({ code: 0, msg: '该验证码不是用于此操作的，请获取本操作的验证码' });
    t.clock.advance(MINUTE);
    await codeFor(t, mobile, 'resetpwd', { ip });
    expect((await reset(payCode, 'ja')).body.msg).toBe('この認証コードは別の操作用です。この操作の認証コードを取得してください');
  });

  it("counts a guess typed for one action against the live code of another, so no action guesses another's code freely", async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const member = await registerMember(t, { mobile }, { ip });
    const payCode = await codeFor(t, mobile, 'paypwd', { ip, as: member.token });
    const wrong = payCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await postTo(t, accountApi.resetpwd, { type: 'mobile', mobile, code: wrong, newpassword: 'Another#2026' }, { ip });
    }
    const late = await postTo(t, accountApi.checkPayPwdCode, { code: payCode }, { ip, as: member.token });
    expect(late.body).toMatchObject({ code: 0 });
  });

  it('keeps only the newest code of a target and event alive', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const older = await codeFor(t, mobile, 'register', { ip });
    t.clock.advance(MINUTE);
    const newer = await codeFor(t, mobile, 'register', { ip });
    if (older !== newer) {
      const res = await postTo(t, accountApi.register, { mobile, code: older, password: 'Secret#2026' }, { ip });
      expect(res.body.msg).toBe('The code is not correct; 4 tries left');
    }
    expect((await postTo(t, accountApi.register, { mobile, code: newer, password: 'Secret#2026' }, { ip })).body.code).toBe(1);
  });
});

describe('the per-IP hourly budget', () => {
  it('allows CODE_IP_HOURLY_LIMIT sends per IP per hour, then refuses until the hour ends', async () => {
    const limited = await createTestApp({ CODE_IP_HOURLY_LIMIT: '3' });
    try {
      const ip = '10.99.0.1';
      for (let i = 0; i < 3; i++) {
        expect((await postTo(limited, accountApi.smsSend, { mobile: freshMobile(), event: 'register' }, { ip })).body.code).toBe(1);
      }
      const refused = await postTo(limited, accountApi.emsSend, { email: 'x@example.com', event: 'register' }, { ip });
      expect(refused.body).toMatchObject({ code: 0, msg: 'Too many codes requested from this network; try again in 60 min' });
      expect(refused.body.msg).not.toContain('{');
      // Another address has its own budget.
      expect((await postTo(limited, accountApi.smsSend, { mobile: freshMobile(), event: 'register' }, { ip: '10.99.0.2' })).body.code).toBe(
        1,
      );
      limited.clock.advance(59 * MINUTE);
      expect((await postTo(limited, accountApi.smsSend, { mobile: freshMobile(), event: 'register' }, { ip })).body.code).toBe(0);
      limited.clock.advance(MINUTE);
      expect((await postTo(limited, accountApi.smsSend, { mobile: freshMobile(), event: 'register' }, { ip })).body.code).toBe(1);
    } finally {
      await limited.close();
    }
  });
});

/**
 * A member registered from a fresh address and a mobile nobody has, each sent a code for `event` from
 * that address a minute later: checks the two answers are the same. The address and the two mobiles.
 */
async function sendToMemberAndStranger(event: 'register' | 'resetpwd') {
  const ip = freshIp();
  const member = freshMobile();
  await registerMember(t, { mobile: member }, { ip });
  t.clock.advance(MINUTE);
  const stranger = freshMobile();
  const a = await postTo(t, accountApi.smsSend, { mobile: member, event }, { ip });
  const b = await postTo(t, accountApi.smsSend, { mobile: stranger, event }, { ip });
  expect(a.body).toEqual(b.body);
  return { ip, member, stranger };
}

describe('no member enumeration through the public events', () => {
  it('V6.3.8 answers register for a taken mobile exactly like a free one, and sends a notice instead of a code', async () => {
    const { ip, member: taken, stranger: free } = await sendToMemberAndStranger('register');
    const [notice] = await outbox(t, taken);
    expect(notice).toMatchObject({ event: 'register', code: '' });
    expect(notice?.text).toContain('already has an account');
    // Guessing a code for the taken number looks like a wrong guess for a free one.
    const guessTaken = await postTo(t, accountApi.register, { mobile: taken, code: '123456', password: 'Secret#2026' }, { ip });
    const freeCode = (await outbox(t, free))[0]?.code;
    const guessFree = await postTo(
      t,
      accountApi.register,
      { mobile: free, code: freeCode === '123456' ? '654321' : '123456', password: 'Secret#2026' },
      { ip },
    );
    expect(guessTaken.body).toEqual({ ...guessFree.body });
    // Both are in cooldown alike.
    const againTaken = await postTo(t, accountApi.smsSend, { mobile: taken, event: 'register' }, { ip });
    const againFree = await postTo(t, accountApi.smsSend, { mobile: free, event: 'register' }, { ip });
    expect(againTaken.body).toEqual(againFree.body);
  });

  it('V6.3.8 answers resetpwd for an unknown mobile like a member’s and delivers nothing to it', async () => {
    const { ip, member, stranger } = await sendToMemberAndStranger('resetpwd');
    expect(await outbox(t, stranger)).toEqual([]);
    const memberCode = (await outbox(t, member))[0]?.code;
    const wrong = memberCode === '123456' ? '654321' : '123456';
    const guessMember = await postTo(
      t,
      accountApi.resetpwd,
      { type: 'mobile', mobile: member, code: wrong, newpassword: 'Another#2026' },
      { ip },
    );
    const guessStranger = await postTo(
      t,
      accountApi.resetpwd,
      { type: 'mobile', mobile: stranger, code: wrong, newpassword: 'Another#2026' },
      { ip },
    );
    expect(guessStranger.body).toEqual(guessMember.body);
  });
});

describe('member events', () => {
  it('need a token, and paypwd or withdraw codes go only to the member’s own mobile or email', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const me = await registerMember(t, { mobile }, { ip });
    const anonymous = await postTo(t, accountApi.smsSend, { mobile, event: 'paypwd' }, { ip });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(401);
    const other = await postTo(t, accountApi.smsSend, { mobile: freshMobile(), event: 'withdraw' }, { ip, as: me });
    expect(other.body).toMatchObject({ code: 0, msg: 'Codes for this can only go to the mobile number of your account' });
    const noEmail = await postTo(t, accountApi.emsSend, { email: 'someone@example.com', event: 'paypwd' }, { ip, as: me });
    expect(noEmail.body.code).toBe(0);
    expect((await postTo(t, accountApi.smsSend, { mobile, event: 'paypwd' }, { ip, as: me })).body.code).toBe(1);
    expect((await outbox(t, mobile))[0]).toMatchObject({ event: 'paypwd' });
  });

  it('refuse changemobile to a number another member uses, or to the member’s own', async () => {
    const ip = freshIp();
    const mine = freshMobile();
    const theirs = freshMobile();
    const me = await registerMember(t, { mobile: mine }, { ip });
    await registerMember(t, { mobile: theirs }, { ip });
    const taken = await postTo(t, accountApi.smsSend, { mobile: theirs, event: 'changemobile' }, { ip, as: me });
    expect(taken.body).toMatchObject({ code: 0, msg: 'This mobile number or email is used by another account' });
    const same = await postTo(t, accountApi.smsSend, { mobile: mine, event: 'changemobile' }, { ip, as: me });
    expect(same.body).toMatchObject({ code: 0, msg: 'This is already the mobile number or email of your account' });
    expect((await postTo(t, accountApi.smsSend, { mobile: freshMobile(), event: 'changemobile' }, { ip, as: me })).body.code).toBe(1);
  });
});
