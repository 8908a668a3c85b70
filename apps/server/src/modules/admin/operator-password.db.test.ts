import { adminApi, adminSignInApi } from '@mcc/contract/admin';
import { describe, expect, it } from 'vitest';
import { type Caller, getFrom, postTo } from '../../../test/http';
import { createOperator, signInOperator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const login = (username: string, password: string, ip = '10.0.0.1') => postTo(t, adminSignInApi.login, { username, password }, { ip });

const change = (who: Caller, payload: unknown) => postTo(t, adminApi.changeOwnPassword, payload, { as: who });

const storedHash = async (id: bigint) =>
  (await t.database.db.selectFrom('admins').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

const changeRows = (username: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'operator.password.change')
    .where('admin_username', '=', username)
    .execute();

describe('an operator changes their own password', () => {
  it('V7.4.3 keeps this session, ends the others, swaps which password signs in, and audits without secrets', async () => {
    const id = (await createOperator(t, 'support', { username: 'changer' })).id;
    const here = await signInOperator(t, { username: 'changer' });
    const elsewhere = await signInOperator(t, { username: 'changer' });
    const res = await change(here, { current: 'operator-pass-1', password: 'changed-pass-2' });
    expect(res.body).toMatchObject({ code: 1, data: { other_sessions_ended: 1 } });

    expect((await getFrom(t, adminApi.me, { as: here })).body.data).toMatchObject({ username: 'changer' });
    expect((await getFrom(t, adminApi.me, { as: elsewhere })).status).toBe(401);
    expect((await login('changer', 'operator-pass-1', '10.0.1.1')).body).toMatchObject({
      code: 0,
      msg: 'The username or password is not correct',
    });
    expect((await signInOperator(t, { username: 'changer' }, 'changed-pass-2')).token).toBeTruthy();

    const rows = await changeRows('changer');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ admin_id: id, target_type: 'admin', target_id: String(id), before_json: null });
    expect(JSON.parse(rows[0]?.after_json ?? '')).toEqual({ password: 'changed', other_sessions_ended: 1 });
    const written = `${rows[0]?.before_json}${rows[0]?.after_json}`;
    for (const secret of ['operator-pass-1', 'changed-pass-2', 'scrypt', await storedHash(id)]) expect(written).not.toContain(secret);
  });

  it('V6.2.3 refuses a wrong current password and changes nothing', async () => {
    const id = (await createOperator(t, 'finance', { username: 'mistyper' })).id;
    const here = await signInOperator(t, { username: 'mistyper' });
    const elsewhere = await signInOperator(t, { username: 'mistyper' });
    const hash = await storedHash(id);
    const res = await change(here, { current: 'not-my-password', password: 'changed-pass-2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: 'The current password is not right', data: { field: 'current' } });
    expect(await storedHash(id)).toBe(hash);
    expect((await getFrom(t, adminApi.me, { as: elsewhere })).body.code).toBe(1);
    expect((await signInOperator(t, { username: 'mistyper' })).token).toBeTruthy();
    expect(await changeRows('mistyper')).toHaveLength(0);
  });

  it('answers in the language of the request', async () => {
    await createOperator(t, 'content', { username: 'polyglot' });
    const token = await signInOperator(t, { username: 'polyglot' });
    for (const [lang, msg] of [
      ['zh-Hans', '当前密码不正确'],
      ['ja', '現在のパスワードが正しくありません'],
      ['zh-Hant', '目前密碼不正確'],
    ]) {
      const res = await postTo(
        t,
        adminApi.changeOwnPassword,
        { current: 'not-my-password', password: 'changed-pass-2' },
        { as: token, lang: lang ?? '' },
      );
      expect(res.body).toMatchObject({ code: 0, msg });
    }
  });

  it('holds the new password to the rule of a reset and refuses the current one again', async () => {
    const id = (await createOperator(t, 'support', { username: 'lazy' })).id;
    const token = await signInOperator(t, { username: 'lazy' });
    const hash = await storedHash(id);
    for (const password of ['short', '1234567', 'x'.repeat(65)]) {
      const res = await change(token, { current: 'operator-pass-1', password });
      expect(res.body).toMatchObject({ code: 0, data: { field: 'password' } });
    }
    const same = await change(token, { current: 'operator-pass-1', password: 'operator-pass-1' });
    expect(same.body).toMatchObject({ code: 0, msg: 'The new password must differ from the current one', data: { field: 'password' } });
    // The same password in another Unicode form (fullwidth letters) is the same password to the hash.
    const fullwidth = await change(token, { current: 'operator-pass-1', password: 'ｏｐｅｒａｔｏｒ-pass-1' });
    expect(fullwidth.body).toMatchObject({ code: 0, msg: 'The new password must differ from the current one' });
    expect(await storedHash(id)).toBe(hash);
    expect(await changeRows('lazy')).toHaveLength(0);
  });

  it('needs a signed-in operator', async () => {
    const payload = { current: 'operator-pass-1', password: 'changed-pass-2' };
    const anonymous = await postTo(t, adminApi.changeOwnPassword, payload);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(401);
    const bogus = await postTo(t, adminApi.changeOwnPassword, payload, { as: 'x'.repeat(43) });
    expect(bogus.status).toBe(401);
  });

  it('counts wrong current passwords with failed sign-ins, and lets the operator try again after the window', async () => {
    const id = (await createOperator(t, 'support', { username: 'guessed' })).id;
    const token = await signInOperator(t, { username: 'guessed' });
    for (let i = 0; i < 3; i++) expect((await login('guessed', 'wrong-password', '127.0.0.1')).body.code).toBe(0);
    for (let i = 0; i < 2; i++) {
      expect((await change(token, { current: `guess-${i}`, password: 'changed-pass-2' })).body.msg).toBe(
        'The current password is not right',
      );
    }
    // Five failures from this address in the window: even the right password is refused here, at both calls.
    const blocked = await change(token, { current: 'operator-pass-1', password: 'changed-pass-2' });
    expect(blocked.body).toMatchObject({ code: 0, msg: 'Too many wrong passwords; try again in 15 min' });
    expect((await login('guessed', 'operator-pass-1', '127.0.0.1')).body.msg).toBe('Too many sign-in attempts; try again in 15 min');
    // Another address with no failures is not locked out, and the live token keeps working.
    expect((await login('guessed', 'operator-pass-1', '10.4.0.9')).body.code).toBe(1);
    expect((await getFrom(t, adminApi.me, { as: token })).body.code).toBe(1);
    const hash = await storedHash(id);

    t.clock.advance(FIFTEEN_MINUTES);
    expect((await change(token, { current: 'operator-pass-1', password: 'changed-pass-2' })).body.code).toBe(1);
    expect(await storedHash(id)).not.toBe(hash);
    expect((await signInOperator(t, { username: 'guessed' }, 'changed-pass-2')).token).toBeTruthy();
  });

  it('lets no more than five guesses through when they arrive at once', async () => {
    const id = (await createOperator(t, 'support', { username: 'stormed' })).id;
    const token = await signInOperator(t, { username: 'stormed' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => change(token, { current: `guess-${i}`, password: 'changed-pass-2' })),
    );
    const msgs = answers.map((a) => a.body.msg);
    expect(answers.every((a) => a.status === 200 && a.body.code === 0)).toBe(true);
    expect(msgs.filter((m) => m === 'The current password is not right').length).toBeLessThanOrEqual(5);
    expect(msgs.filter((m) => m === 'Too many wrong passwords; try again in 15 min').length).toBeGreaterThanOrEqual(7);
    expect((await change(token, { current: 'operator-pass-1', password: 'changed-pass-2' })).body.msg).toBe(
      'Too many wrong passwords; try again in 15 min',
    );
    expect(await changeRows('stormed')).toHaveLength(0);
    t.clock.advance(FIFTEEN_MINUTES);
    expect(id).toBeGreaterThan(0n);
  });

  it('refuses malformed bodies with code 0 and changes nothing', async () => {
    const id = (await createOperator(t, 'support', { username: 'fuzzed' })).id;
    const token = await signInOperator(t, { username: 'fuzzed' });
    const hash = await storedHash(id);
    const long = 'p'.repeat(10_000);
    const bodies: unknown[] = [
      {},
      { current: 'operator-pass-1' },
      { password: 'changed-pass-2' },
      { current: 12345678, password: 'changed-pass-2' },
      { current: 'operator-pass-1', password: 87654321 },
      { current: null, password: 'changed-pass-2' },
      { current: ['operator-pass-1'], password: 'changed-pass-2' },
      { current: '', password: 'changed-pass-2' },
      { current: long, password: 'changed-pass-2' },
      { current: 'operator-pass-1', password: long },
      { current: 'operator-pass-1', password: 'changed-pass-2', admin_id: 1 },
      [],
      'changed-pass-2',
    ];
    for (const payload of bodies) {
      const res = await postTo(t, adminApi.changeOwnPassword, JSON.stringify(payload), {
        as: token,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(200);
      expect(res.body.code).toBe(0);
    }
    const notJson = await postTo(t, adminApi.changeOwnPassword, '{"current":', {
      as: token,
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(200);
    expect(notJson.body.code).toBe(0);
    expect(await storedHash(id)).toBe(hash);
    // None of these reached the password check, so none counted as a guess.
    expect((await change(token, { current: 'operator-pass-1', password: 'changed-pass-2' })).body.code).toBe(1);
  });
});
