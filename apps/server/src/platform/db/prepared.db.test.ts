import { describe, expect, it } from 'vitest';
import { testDialect, useTestDatabase } from '../../../test/test-app';
import type { Executor } from './executor';
import { prepared } from './prepared';

// A hot statement's text is built once per dialect and run with each call's own values, in a
// transaction as on the database, constants kept where the builder wrote them.

const t = useTestDatabase();

describe(`prepared statements (${testDialect})`, () => {
  it('builds the text once and runs it with each call’s values, inside a transaction too', async () => {
    const db = t.database.db;
    await db
      .insertInto('settings')
      .values([
        { key: 'prepared.a', value: 'one', updated_at: 1n },
        { key: 'prepared.b', value: 'two', updated_at: 2n },
        { key: 'prepared.c', value: 'three', updated_at: 3n },
      ])
      .execute();
    let builds = 0;
    const newerThan = prepared((executor: Executor, prefix: string, after: bigint) => {
      builds += 1;
      return executor
        .selectFrom('settings')
        .select(['key', 'value'])
        .where('key', 'like', prefix)
        .where('updated_at', '>', after)
        .where('key', '<>', 'prepared.z')
        .orderBy('key');
    });
    expect(await newerThan(db, 'prepared.%', 1n)).toEqual([
      { key: 'prepared.b', value: 'two' },
      { key: 'prepared.c', value: 'three' },
    ]);
    expect(await newerThan(db, 'prepared.%', 2n)).toEqual([{ key: 'prepared.c', value: 'three' }]);
    const inTransaction = await db.transaction().execute((trx) => newerThan(trx, 'prepared.a%', 0n));
    expect(inTransaction).toEqual([{ key: 'prepared.a', value: 'one' }]);
    expect(builds).toBe(1);
  });
});
