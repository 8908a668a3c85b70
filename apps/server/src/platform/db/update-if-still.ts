import { type Kysely, type Selectable, sql, type Transaction, type UpdateObject, type UpdateQueryBuilder, type UpdateResult } from 'kysely';

/**
 * Equality filters on the columns of table `T` of database `D`, in the order they are given; a
 * column given null must be null, one left undefined is not filtered on.
 */
export type ColumnsHold<D, T extends keyof D> = { [C in keyof Selectable<D[T]>]?: Selectable<D[T]>[C] };

/** The filters of `equal` as column, operator and value, in order: `is` for null, `=` for a value. */
export function equalities(equal: object): [column: string, op: 'is' | '=', value: unknown][] {
  return Object.entries(equal)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => [column, value === null ? 'is' : '=', value]);
}

/**
 * Sets `change` on the row of `table` whose columns still hold what `expected` gives (its key and
 * the state the caller saw), in one conditional update: true when it changed, false when the row
 * was not there or had moved on (another request changed it first).
 */
export async function updateIfStill<D, T extends keyof D & string>(
  db: Kysely<D> | Transaction<D>,
  table: T,
  expected: NoInfer<ColumnsHold<D, T>>,
  change: NoInfer<UpdateObject<D, T>>,
): Promise<boolean> {
  let query = db.updateTable(table as never).set(change as never) as unknown as UpdateQueryBuilder<D, T, T, UpdateResult>;
  for (const [column, op, value] of equalities(expected)) query = query.where(sql.ref(column), op, value);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
