import { fundApi } from '@mcc/contract/fund';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Call, firstRowOf, getFrom, newKey, postTo } from '../../../test/http';
import { addMember, addMembers, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, MCC, USDT } from '../../../test/money';
import { setSettings, useTestApp } from '../../../test/test-app';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let alice: Member;
let bob: Member;

beforeAll(async () => {
  [alice, bob] = await addMembers(t, 'Alice', 'Bob');
  await credit(t, alice, 1_000n * USDT);
  await credit(t, alice, 50n * MCC, 'MCC');
});

const transfer = (from: Member, body: Record<string, unknown>, call: Call = { key: newKey() }) =>
  postTo(t, fundApi.transfer, { asset: 'USDT', paypwd: PAY_PASSWORD, ...body }, { key: newKey(), as: from, ...call });

describe('balances', () => {
  it('answers /api/user/balance in the docs/api.md shape', async () => {
    const res = await getFrom(t, fundApi.balance, { as: alice });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      USDT: { available: '1000.00', locked: '0.00' },
      MCC: { available: '50.0000', locked: '0.0000' },
    });
  });

  it('needs a member token', async () => {
    for (const endpoint of [fundApi.balance, fundApi.usdt, fundApi.usdtDetail, fundApi.mcc, fundApi.mccDetail, fundApi.wallet]) {
      const res = await getFrom(t, endpoint);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
    const refused = await postTo(
      t,
      fundApi.transfer,
      { asset: 'USDT', to: bob.uid, amount: '1', paypwd: PAY_PASSWORD },
      { key: newKey(), as: 'not-a-token' },
    );
    expect(refused.status).toBe(401);
  });

  it('shows each wallet with its rules, and my wallet with every asset', async () => {
    const usdt = await getFrom(t, fundApi.usdt, { as: alice });
    expect(usdt.body.data).toMatchObject({
      asset: 'USDT',
      available: '1000.00',
      total: '1000.00',
      input_decimals: 2,
      transfer_fee: '0.00',
      transfer_min: '1.00',
      withdraw: { network: 'ERC20', fee: '1.00', min: '10.00', daily_limit: '50000.00', today_left: '50000.00' },
      price: '1.00',
      value: '1000.00',
    });
    const mcc = await getFrom(t, fundApi.mcc, { as: alice });
    expect(mcc.body.data).toMatchObject({ asset: 'MCC', available: '50.0000', input_decimals: 4, withdraw: null, price: null });
    const wallet = await getFrom(t, fundApi.wallet, { as: alice });
    expect(wallet.body.data.total_value).toBe('1000.00');
    expect(wallet.body.data.assets.map((a: { asset: string }) => a.asset)).toEqual(['USDT', 'MCC']);
  });
});

describe('the recipient lookup', () => {
  it('shows the masked name for a UID, mobile or email', async () => {
    for (const to of [bob.uid, bob.mobile!, bob.email!.toUpperCase()]) {
      const res = await getFrom(t, fundApi.recipient, { as: alice, query: { to } });
      expect(res.body).toMatchObject({ code: 1, data: { uid: bob.uid, name: 'B***b' } });
    }
  });

  it('refuses an unknown recipient and oneself', async () => {
    const unknown = await getFrom(t, fundApi.recipient, { as: alice, query: { to: 99999999 } });
    expect(unknown.body).toMatchObject({ code: 0, data: { field: 'to' } });
    const self = await getFrom(t, fundApi.recipient, { as: alice, query: { to: alice.uid } });
    expect(self.body).toMatchObject({ code: 0, msg: 'You cannot transfer to yourself' });
  });
});

describe('transfers', () => {
  it('moves money at once and both members see it in their details, in their language', async () => {
    const res = await transfer(alice, { to: bob.uid, amount: '12.50' });
    expect(res.body).toMatchObject({ code: 1, data: { asset: 'USDT', amount: '12.50', fee: '0.00', to_uid: bob.uid } });
    expect(typeof res.body.data.id).toBe('number');
    expect(await balanceOf(t, alice.id)).toBe(1_000n * USDT - 12_500_000n);
    expect(await balanceOf(t, bob.id)).toBe(12_500_000n);

    expect(await firstRowOf(t, fundApi.usdtDetail, { as: alice })).toMatchObject({
      type: 'transfer',
      type_text: 'Transfer out',
      amount: '-12.50',
      balance: '987.50',
      memo: `To ${bob.uid}`,
    });
    const theirs = await getFrom(t, fundApi.usdtDetail, { as: bob, lang: 'zh-Hans' });
    expect(theirs.body.data.list[0]).toMatchObject({
      type: 'transfer',
      type_text: '转入',
      amount: '12.50',
      balance: '12.50',
      memo: `来自 ${alice.uid}`,
    });
    expect(theirs.body.data).toMatchObject({ total: 1, page: 1, has_more: false });
  });

  it('takes the configured fee on top and refuses below the minimum', async () => {
    await setSettings(t, { transfer_fee_usdt: '0.50', transfer_min_usdt: '5.00' });
    const below = await transfer(alice, { to: bob.uid, amount: '4.99' });
    expect(below.body).toMatchObject({ code: 0, msg: 'The least you can transfer is 5.00 USDT', data: { field: 'amount' } });
    const before = await balanceOf(t, alice.id);
    const ok = await transfer(alice, { to: bob.mobile, amount: '5' });
    expect(ok.body.data).toMatchObject({ amount: '5.00', fee: '0.50' });
    expect(await balanceOf(t, alice.id)).toBe(before - 5_500_000n);
    expect(await firstRowOf(t, fundApi.usdtDetail, { as: alice, query: { type: 'transfer_fee' } })).toMatchObject({
      type: 'transfer_fee',
      type_text: 'Transfer fee',
      amount: '-0.50',
    });
    await setSettings(t, { transfer_fee_usdt: '0.00', transfer_min_usdt: '1.00' });
  });

  it('sends MCC with up to four decimals', async () => {
    const ok = await transfer(alice, { asset: 'MCC', to: bob.email, amount: '1.2345' });
    expect(ok.body.data).toMatchObject({ asset: 'MCC', amount: '1.2345' });
    expect(await balanceOf(t, bob.id, 'MCC')).toBe(123_450_000n);
    const tooFine = await transfer(alice, { asset: 'MCC', to: bob.email, amount: '1.23456' });
    expect(tooFine.body).toMatchObject({ code: 0, msg: 'MCC amounts have at most 4 decimals' });
    expect(await firstRowOf(t, fundApi.mccDetail, { as: bob })).toMatchObject({ amount: '1.2345', balance: '1.2345' });
  });

  it('refuses oneself, an unknown recipient, a wrong pay password and a short balance, moving nothing', async () => {
    const before = [await balanceOf(t, alice.id), await balanceOf(t, bob.id)];
    const cases: [Record<string, unknown>, string][] = [
      [{ to: alice.uid, amount: '1' }, 'You cannot transfer to yourself'],
      [{ to: '10000000', amount: '1' }, 'No member has this UID, mobile or email'],
      [{ to: bob.uid, amount: '1', paypwd: '000000' }, 'Wrong pay password; 4 tries left'],
      [{ to: bob.uid, amount: '1000000' }, 'Not enough USDT available'],
      [{ asset: 'BTC', to: bob.uid, amount: '1' }, 'The asset BTC is not supported'],
    ];
    for (const [body, msg] of cases) {
      const res = await transfer(alice, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, msg });
    }
    expect([await balanceOf(t, alice.id), await balanceOf(t, bob.id)]).toEqual(before);
  });

  it('refuses a member without a pay password', async () => {
    const carol = await addMember(t, { payPassword: null });
    await credit(t, carol.id, 10n * USDT);
    const res = await transfer(carol, { to: bob.uid, amount: '1' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Please set your pay password first' });
    expect(await balanceOf(t, carol.id)).toBe(10n * USDT);
  });

  it('refuses a frozen recipient', async () => {
    const dave = await addMember(t);
    await t.database.db.updateTable('users').set({ status: 'frozen' }).where('id', '=', dave.id).execute();
    const res = await transfer(alice, { to: dave.uid, amount: '1' });
    expect(res.body).toMatchObject({ code: 0, msg: "The recipient's account is not available" });
  });
});

describe('malformed input on the transfer', () => {
  const malformed: unknown[] = [
    '-1',
    '0',
    '0.00',
    '1.001',
    '1e2',
    'NaN',
    'Infinity',
    '',
    ' ',
    '0x10',
    '1,5',
    '１',
    '12345678901234567890',
    12,
    1.5,
    null,
    true,
    [],
    {},
  ];
  it.each(malformed.map((amount) => [JSON.stringify(amount), amount]))(
    'refuses amount %s with code 0 and moves nothing',
    async (_name, amount) => {
      const before = await balanceOf(t, alice.id);
      const res = await transfer(alice, { to: bob.uid, amount });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).not.toBe('');
      expect(await balanceOf(t, alice.id)).toBe(before);
    },
  );

  it.each([[{ asset: 'usdt' }], [{ asset: 5 }], [{ to: '' }], [{ to: 123 }], [{ paypwd: 123456 }], [{ extra: 1 }]])(
    'refuses body %j with code 0',
    async (patch) => {
      const res = await transfer(alice, { to: bob.uid, amount: '1', ...patch });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    },
  );

  it('refuses a malformed page and type', async () => {
    for (const query of [{ page: 0 }, { page: -1 }, { page: 'abc' }, { page: '1.5' }, { type: 'DROP TABLE' }, { x: 1 }]) {
      const res = await getFrom(t, fundApi.usdtDetail, { as: alice, query });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
  });

  it('says why in every language', async () => {
    const msgs = new Set<string>();
    for (const lang of ['zh-Hans', 'en', 'ja', 'zh-Hant']) {
      const res = await transfer(alice, { to: bob.uid, amount: '1.001' }, { lang, key: newKey() });
      msgs.add(res.body.msg);
    }
    expect(msgs.size).toBe(4);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and moves money once', async () => {
    const k = { key: newKey() };
    const before = await balanceOf(t, bob.id);
    const first = await transfer(alice, { to: bob.uid, amount: '2.00' }, k);
    const second = await transfer(alice, { to: bob.uid, amount: '2.00' }, k);
    expect(first.body.code).toBe(1);
    expect(second.body.data).toEqual(first.body.data);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, bob.id)).toBe(before + 2n * USDT);
  });

  it('refuses the same key with another body', async () => {
    const k = { key: newKey() };
    await transfer(alice, { to: bob.uid, amount: '1.00' }, k);
    const other = await transfer(alice, { to: bob.uid, amount: '3.00' }, k);
    expect(other.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
  });

  it('keeps keys per member: another member may use the same key', async () => {
    await credit(t, bob.id, 10n * USDT);
    const k = { key: newKey() };
    const a = await transfer(alice, { to: bob.uid, amount: '1.00' }, k);
    const b = await transfer(bob, { to: alice.uid, amount: '1.00' }, k);
    expect(a.body.code).toBe(1);
    expect(b.body.code).toBe(1);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
  });

  it('remembers a refusal too, so a retry gets the same answer', async () => {
    const k = { key: newKey() };
    const first = await transfer(alice, { to: bob.uid, amount: '99999' }, k);
    expect(first.body.msg).toBe('Not enough USDT available');
    await credit(t, alice.id, 100_000n * USDT);
    const retry = await transfer(alice, { to: bob.uid, amount: '99999' }, k);
    expect(retry.body).toMatchObject({ code: 0, msg: 'Not enough USDT available' });
  });

  it('has one effect when the same key arrives many times at once', async () => {
    const k = { key: newKey() };
    const before = await balanceOf(t, bob.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => transfer(alice, { to: bob.uid, amount: '3.00' }, k)));
    expect(answers.every((a) => a.body.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await balanceOf(t, bob.id)).toBe(before + 3n * USDT);
  });

  it('forgets a key after a day', async () => {
    const k = { key: newKey() };
    const first = await transfer(alice, { to: bob.uid, amount: '1.00' }, k);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    const later = await transfer(alice, { to: bob.uid, amount: '1.00' }, k);
    expect(later.body.code).toBe(1);
    expect(later.body.data.id).not.toBe(first.body.data.id);
  });

  it('refuses an over-long key', async () => {
    const res = await transfer(alice, { to: bob.uid, amount: '1.00' }, { key: 'x'.repeat(256) });
    expect(res.body.code).toBe(0);
  });

  it('leaves the books balanced', async () => {
    await expectBooksBalanced(t);
  });
});
