import { type RawBuilder, sql } from 'kysely';

/**
 * An aggregate (`sum(...)`, `min(...)`...) as a bigint, 0 where it is null (over no rows). The cast
 * matters on PostgreSQL, whose sum of bigints is a numeric the driver would hand back as a string.
 */
export function bigintOrZero(aggregate: string | RawBuilder<unknown>): RawBuilder<bigint> {
  return sql<bigint>`cast(coalesce(${typeof aggregate === 'string' ? sql.raw(aggregate) : aggregate}, 0) as bigint)`;
}

/** The sum of `column` as a bigint, 0 over no rows. */
export function sumOf(column: string): RawBuilder<bigint> {
  return bigintOrZero(sql`sum(${sql.ref(column)})`);
}
