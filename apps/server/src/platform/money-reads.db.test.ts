import { fundApi } from '@mcc/contract/fund';
import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { newKey, postTo } from '../../test/http';
import { addMember, PAY_PASSWORD, payPasswordFailures } from '../../test/members';
import { balanceOf, credit, expectBooksBalanced, USDT } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/test-app';

// A member's money POST reads what it needs before posting — its Idempotency-Key, the pay-password
// state and the parties — in one query (platform/money-reads.ts). The session comes from the
// session cache, the settings and assets from theirs. Counted here at the database connection: the
// statements a transfer runs before its posting starts.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Records the SQL of every statement the app runs through its root connection provider until `stop`. */
function recordStatements(app: TestApp): { seen: string[]; stop(): void } {
  const executor = app.database.db.getExecutor();
  const original = executor.provideConnection.bind(executor);
  const seen: string[] = [];
  executor.provideConnection = <T>(consumer: (connection: DatabaseConnection) => Promise<T>) =>
    original((connection) =>
      consumer({
        executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
          seen.push(query.sql);
          return connection.executeQuery<R>(query);
        },
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      }),
    );
  return { seen, stop: () => (executor.provideConnection = original) };
}

/** The statements before the posting starts (its transaction, or the batch posting function's call). */
function readsOf(seen: string[]): string[] {
  const posting = seen.findIndex((statement) => /^begin|ledger_post/i.test(statement));
  return posting === -1 ? seen : seen.slice(0, posting);
}

async function transferWorld(env: Record<string, string> = {}) {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', ...env });
  const app = t;
  const sender = await addMember(app);
  const receiver = await addMember(app);
  await credit(app, sender, 10n * USDT);
  const transfer = (key: string, amount = '1.00') =>
    postTo(app, fundApi.transfer, { asset: 'USDT', to: receiver.uid, amount, paypwd: PAY_PASSWORD }, { as: sender, key });
  // A first transfer warms what is cached (the session, the settings, the assets, the right pay password).
  expect((await transfer(newKey())).body.code).toBe(1);
  return { app, sender, receiver, transfer };
}

describe('the reads before a money POST', () => {
  it('are one query for a transfer: the key, the pay-password state and both parties', async () => {
    const { app, sender, receiver, transfer } = await transferWorld();
    const recording = recordStatements(app);
    const key = newKey();
    const first = await transfer(key);
    recording.stop();
    expect(first.body.code).toBe(1);
    const reads = readsOf(recording.seen);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/idempotency_keys/);
    expect(reads[0]).toMatch(/pay_password_hash/);
    expect(reads[0]).toMatch(/"party"/);

    // The same key again: still one read, which finds the key, and nothing posts.
    const again = recordStatements(app);
    const replay = await transfer(key);
    again.stop();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data).toEqual(first.body.data);
    expect(readsOf(again.seen)).toHaveLength(1);
    expect(readsOf(again.seen)).toEqual(again.seen);
    expect(await balanceOf(app, sender)).toBe(8n * USDT);
    expect(await balanceOf(app, receiver)).toBe(2n * USDT);
    await expectBooksBalanced(app);
  });

  it('refuse a wrong pay password from the same read, count the try, and replay that refusal without counting again', async () => {
    const { app, sender, receiver } = await transferWorld();
    const key = newKey();
    const wrong = () =>
      postTo(app, fundApi.transfer, { asset: 'USDT', to: receiver.uid, amount: '1.00', paypwd: '000000' }, { as: sender, key });
    const refused = await wrong();
    expect(refused.body.code).toBe(0);
    const failures = () => payPasswordFailures(app, sender.id);
    expect(await failures()).toBe(1n);
    const replay = await wrong();
    expect(replay.body.code).toBe(0);
    expect(replay.body.msg).toBe(refused.body.msg);
    expect(await failures()).toBe(1n);
    expect(await balanceOf(app, sender)).toBe(9n * USDT);
  });

  it('refuse an unknown recipient and oneself from the same read', async () => {
    const { app, sender } = await transferWorld();
    const to = async (name: string) =>
      (
        await postTo(
          app,
          fundApi.transfer,
          { asset: 'USDT', to: name, amount: '1.00', paypwd: PAY_PASSWORD },
          { as: sender, key: newKey() },
        )
      ).body;
    const unknown = await to('999999999');
    expect(unknown.code).toBe(0);
    expect(unknown.data).toMatchObject({ field: 'to' });
    const self = await to(sender.uid);
    expect(self.code).toBe(0);
    expect(self.msg).not.toBe(unknown.msg);
    expect(await balanceOf(app, sender)).toBe(9n * USDT);
  });
});
