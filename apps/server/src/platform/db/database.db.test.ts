import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-app';

const t = useTestDatabase();

describe('64-bit integers', () => {
  it('store and read back 2^53 + 1 exactly, as bigint', async () => {
    const big = 2n ** 53n + 1n;
    await t.database.db.insertInto('settings').values({ key: 'probe', value: 'x', updated_at: big }).execute();
    const row = await t.database.db.selectFrom('settings').select('updated_at').where('key', '=', 'probe').executeTakeFirstOrThrow();
    expect(typeof row.updated_at).toBe('bigint');
    expect(row.updated_at).toBe(big);
  });

  it('sums past 2^53 without losing a unit when the sum is cast to bigint', async () => {
    const big = 2n ** 60n + 7n;
    await t.database.db
      .insertInto('settings')
      .values([
        { key: 'a', value: 'x', updated_at: big },
        { key: 'b', value: 'x', updated_at: 1n },
      ])
      .execute();
    const row = await t.database.db
      .selectFrom('settings')
      .select(sql<bigint>`cast(coalesce(sum(updated_at), 0) as bigint)`.as('total'))
      .where('key', 'in', ['a', 'b'])
      .executeTakeFirstOrThrow();
    expect(row.total).toBe(big + 1n);
  });

  it('returns generated ids as bigint', async () => {
    const row = await t.database.db
      .insertInto('admins')
      .values({ username: 'probe', password_hash: 'x', role: 'support', created_at: 1n })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof row.id).toBe('bigint');
  });
});
