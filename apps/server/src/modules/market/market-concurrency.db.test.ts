import { adminMarketApi } from '@mcc/contract/admin-market';
import { formatAmount, parseAmount } from '@mcc/contract/amount';
import { marketApi } from '@mcc/contract/market';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { credit, expectBooksBalanced, MCC, USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { accountKey } from '../ledger/accounts';
import { seededRandom } from '../shared-seeded-random';
import { POOL_MCC, POOL_USDT } from './market-repository';
import { productOf } from './pool-math';

// 500 buys and sells from 10 members at once, on the real routes: the pool serialises them, every
// trade that happens meets its min_out, the reserves after each trade are the pool accounts' balances
// in that trade's journal entry, no member goes below zero, and the books balance.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
const members: Member[] = [];
const TRADES = 500;

const units = (text: string, scale: number) => {
  const parsed = parseAmount(text, { scale, decimals: scale, allowZero: true });
  if (!parsed.ok) throw new Error(`not an amount: ${text}`);
  return parsed.value;
};

beforeAll(async () => {
  const finance = await addOperator(t, 'finance');
  const seeded = await postTo(
    t,
    adminMarketApi.addLiquidity,
    { mcc: '1000000', usdt: '100000', account: 'external', reason: 'Opening' },
    { as: finance, key: newKey() },
  );
  expect(seeded.body.code).toBe(1);
  for (let i = 0; i < 10; i += 1) {
    const m = await addMember(t);
    await credit(t, m.id, 2_000n * USDT);
    await credit(t, m.id, 20_000n * MCC, 'MCC');
    members.push(m);
  }
  // One trade each first, so the storm below meets remembered pay passwords and not 500 scrypt runs.
  for (const m of members)
    expect((await postTo(t, marketApi.buy, { amount: '1', min_out: '0', paypwd: PAY_PASSWORD }, { as: m, key: newKey() })).body.code).toBe(
      1,
    );
}, 120_000);

describe(`${TRADES} concurrent trades from 10 members`, () => {
  it('serialise on the pool: reserves = pool accounts after every trade, every trade ≥ its min_out, nobody negative, books clean', async () => {
    // The demo's deterministic generator, so a failure can be replayed.
    const next = seededRandom(20261101);
    // Quotes before the storm: a third of the trades ask for exactly the quote (most go stale and are
    // refused), a third allow 1% slippage, a third accept anything.
    const specs = await Promise.all(
      Array.from({ length: TRADES }, async (_, i) => {
        const m = members[i % members.length]!;
        const side = next(2) === 0 ? ('buy' as const) : ('sell' as const);
        const amount = side === 'buy' ? `${1 + next(300)}.${String(next(100)).padStart(2, '0')}` : `${10 + next(3000)}.${next(10000)}`;
        const outScale = side === 'buy' ? 8 : 6;
        const mode = next(3);
        let minOut = 0n;
        if (mode < 2) {
          const q = await getFrom(t, marketApi.quote, { as: m, query: { side, amount } });
          expect(q.body.code).toBe(1);
          const quoted = units(q.body.data.amount_out, outScale);
          minOut = mode === 0 ? quoted : (quoted * 99n) / 100n;
        }
        return { m, side, amount, minOut, outScale };
      }),
    );
    const answers = await Promise.all(
      specs.map((s) =>
        postTo(
          t,
          s.side === 'buy' ? marketApi.buy : marketApi.sell,
          { amount: s.amount, min_out: formatAmount(s.minOut, s.outScale), paypwd: PAY_PASSWORD },
          { as: s.m, key: newKey() },
        ).then((res) => ({ spec: s, res })),
      ),
    );

    let executed = 0;
    const refusedBy = new Map<string, number>();
    for (const { spec, res } of answers) {
      expect(res.status).toBe(200);
      if (res.body.code === 1) {
        executed += 1;
        expect(units(res.body.data.amount_out, spec.outScale) >= spec.minOut).toBe(true);
      } else {
        expect(res.body.code).toBe(0);
        const field = String(res.body.data?.field);
        refusedBy.set(field, (refusedBy.get(field) ?? 0) + 1);
        expect(['min_out', 'amount']).toContain(field);
      }
    }
    // Some of each, or the test proves less than it says.
    expect(executed).toBeGreaterThan(100);
    expect(refusedBy.get('min_out') ?? 0).toBeGreaterThan(0);

    const trades = await t.database.db.selectFrom('market_trades').selectAll().orderBy('id').execute();
    expect(trades.length).toBe(executed + members.length);
    const poolLines = await t.database.db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .select(['ledger_lines.entry_id', 'ledger_accounts.key', 'ledger_lines.balance_after'])
      .where('ledger_accounts.key', 'in', [accountKey(POOL_MCC), accountKey(POOL_USDT)])
      .execute();
    const poolAfter = (entryId: bigint, k: string) => poolLines.find((l) => l.entry_id === entryId && l.key === k)?.balance_after;

    let reserves = { mcc: 1_000_000n * MCC, usdt: 100_000n * USDT };
    for (const row of trades) {
      const net = row.amount_in - row.fee;
      const expected =
        row.side === 'buy'
          ? { mcc: reserves.mcc - row.amount_out, usdt: reserves.usdt + net }
          : { mcc: reserves.mcc + net, usdt: reserves.usdt - row.amount_out };
      expect({ mcc: row.mcc_reserve, usdt: row.usdt_reserve }).toEqual(expected);
      expect(poolAfter(row.entry_id, accountKey(POOL_MCC))).toBe(row.mcc_reserve);
      expect(poolAfter(row.entry_id, accountKey(POOL_USDT))).toBe(row.usdt_reserve);
      expect(productOf(expected) >= productOf(reserves)).toBe(true);
      reserves = expected;
    }
    const balances = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['key', 'balance'])
      .where('key', 'in', [accountKey(POOL_MCC), accountKey(POOL_USDT)])
      .execute();
    expect(balances.find((b) => b.key === accountKey(POOL_MCC))?.balance).toBe(reserves.mcc);
    expect(balances.find((b) => b.key === accountKey(POOL_USDT))?.balance).toBe(reserves.usdt);

    const negative = await t.database.db
      .selectFrom('ledger_accounts')
      .select('key')
      .where('kind', '=', 'member')
      .where('balance', '<', 0n)
      .execute();
    expect(negative).toEqual([]);
    await expectBooksBalanced(t);
  }, 180_000);
});
