import type { Kysely } from 'kysely';
import type { DB } from '../src/platform/db/schema';

/** How many rows `table` holds now. */
export async function rowCount(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
