import { coinmixApi } from '@mcc/contract/coinmix';
import { beforeAll, describe, expect, it } from 'vitest';
import { newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, expectBooksBalanced, postEntry, USDT } from '../../../test/money';
import { useTestApp } from '../../../test/test-app';
import { member, system } from '../ledger/accounts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

let alice: Member;

const transfer = (amount: string, key: string) => postTo(t, coinmixApi.transfer, { amount, paypwd: PAY_PASSWORD }, { as: alice, key });

beforeAll(async () => {
  alice = await addMember(t, { nickname: 'Alice' });
  await postEntry(t, {
    kind: 'deposit',
    memo: 'test',
    moves: [{ from: system('external_deposits', 'USDT'), to: member(alice.id, 'USDT', 'coinmix'), amount: 50n * USDT }],
  });
});

// The transfer out is one posting and nothing else: on PostgreSQL it goes through the batch posting function.
describe('the coin-mix wallet’s transfer out under one Idempotency-Key', () => {
  it('has one effect when the same key arrives many times at once, each answer naming its entry', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => transfer('5', key)));
    expect(answers.every((a) => a.body.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers[0]!.body.data.id).toBeGreaterThan(0);
    expect(await balanceOf(t, alice, 'USDT', 'coinmix')).toBe(45n * USDT);
    expect(await balanceOf(t, alice, 'USDT')).toBe(5n * USDT);
  });

  it('remembers the refusal of a short wallet, so a retry gets the same answer', async () => {
    const key = newKey();
    const first = await transfer('46', key);
    expect(first.body).toMatchObject({ code: 0, msg: 'Not enough USDT in the coin-mix wallet', data: { field: 'amount' } });
    await postEntry(t, {
      kind: 'deposit',
      memo: 'test',
      moves: [{ from: system('external_deposits', 'USDT'), to: member(alice.id, 'USDT', 'coinmix'), amount: 10n * USDT }],
    });
    expect((await transfer('46', key)).body).toMatchObject({ code: 0, msg: 'Not enough USDT in the coin-mix wallet' });
    expect(await balanceOf(t, alice, 'USDT', 'coinmix')).toBe(55n * USDT);
  });

  it('leaves the books balanced', async () => {
    await expectBooksBalanced(t);
  });
});
