import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialect, useTestDatabase } from '../../../test/test-app';
import { table, tableWithId } from './columns';

// The migrations state each column as SQL would; the words become the same builder calls a
// hand-written column would make, and a word the schema does not know fails the migration.

const t = useTestDatabase();

describe(`table columns (${testDialect})`, () => {
  it('creates the columns the words say: key, not null, unique, defaults and references', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    await tableWithId(db, 'column_words_parent', { code: 'text not null unique' }).execute();
    await table(
      db,
      'column_words',
      {
        parent_id: 'bigint not null references column_words_parent on delete cascade',
        parent_code: 'text references column_words_parent.code',
        day: 'text not null',
        state: "text not null default 'open'",
        count: 'bigint not null default 0',
      },
      ['parent_id', 'day'],
    ).execute();
    const sql = table(db, 'column_words', { count: 'bigint not null default 0' }, ['count']).compile().sql;
    expect(sql).toMatch(/constraint "column_words_pk" primary key \("count"\)/);

    await db
      .insertInto('column_words_parent' as never)
      .values({ code: 'a' } as never)
      .execute();
    const [parent] = (await db
      .selectFrom('column_words_parent' as never)
      .selectAll()
      .execute()) as { id: bigint }[];
    await db
      .insertInto('column_words' as never)
      .values({ parent_id: parent?.id, parent_code: 'a', day: '2026-11-30' } as never)
      .execute();
    expect(
      await db
        .selectFrom('column_words' as never)
        .select(['state', 'count'] as never)
        .execute(),
    ).toEqual([{ state: 'open', count: 0n }]);

    // The key is the pair, the parent's code is unique, a reference must exist, and a missing `not null` value is refused.
    const again = { parent_id: parent?.id, parent_code: 'a', day: '2026-11-30' };
    await expect(
      db
        .insertInto('column_words' as never)
        .values(again as never)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('column_words_parent' as never)
        .values({ code: 'a' } as never)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('column_words' as never)
        .values({ parent_id: parent?.id, parent_code: 'none', day: '2026-12-01' } as never)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('column_words' as never)
        .values({ parent_id: parent?.id } as never)
        .execute(),
    ).rejects.toThrow();

    // Deleting the parent deletes its rows.
    await db.deleteFrom('column_words_parent' as never).execute();
    expect(
      await db
        .selectFrom('column_words' as never)
        .selectAll()
        .execute(),
    ).toEqual([]);
    await db.schema.dropTable('column_words').execute();
    await db.schema.dropTable('column_words_parent').execute();
  });

  it('refuses a word it does not know, and a default that is neither a whole number nor quoted text', () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    expect(() => tableWithId(db, 'column_words', { day: 'text not nul' })).toThrow('column "text not nul": "not" is not understood');
    expect(() => tableWithId(db, 'column_words', { count: 'bigint default 1.5' })).toThrow(
      'column "bigint default 1.5": default 1.5 is neither a whole number nor \'text\'',
    );
    expect(() => tableWithId(db, 'column_words', { day: 'text references' })).toThrow('"references" is not understood');
  });
});
