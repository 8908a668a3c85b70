import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';
import type { Executor } from './executor';

/** Stands for the argument at `index` while a statement's text is built. */
class Slot {
  constructor(readonly index: number) {}
}

interface Built {
  query: CompiledQuery['query'];
  sql: string;
  /** For each parameter of the text, the argument it takes (a slot's index), or the constant it keeps. */
  parameters: ({ argument: number } | { value: unknown })[];
}

/**
 * A statement of a hot path whose text Kysely builds once per dialect, not on every call: `build`
 * runs once with placeholders for its arguments, and each call sends that text with its own values
 * (on SQLite the statement prepared for that text is kept, `keepingStatements`). An argument must be
 * one value (not a list), and `build` must not branch on it: a query of another shape is another
 * prepared statement.
 */
export function prepared<Args extends readonly unknown[], Row>(
  build: (db: Executor, ...args: Args) => Compilable<Row>,
): (db: Executor, ...args: Args) => Promise<Row[]> {
  // One text per dialect: keyed by the adapter's class, which a transaction shares with its database.
  const texts = new Map<unknown, Built>();
  return async (db, ...args) => {
    const executor = db.getExecutor();
    const dialect = executor.adapter.constructor;
    let built = texts.get(dialect);
    if (!built) {
      const compiled = build(db, ...(args.map((_, index) => new Slot(index)) as unknown as Args)).compile();
      built = {
        query: compiled.query,
        sql: compiled.sql,
        parameters: compiled.parameters.map((p) => (p instanceof Slot ? { argument: p.index } : { value: p })),
      };
      texts.set(dialect, built);
    }
    const parameters = built.parameters.map((p) => ('argument' in p ? args[p.argument] : p.value));
    const result = await db.executeQuery<Row>({ query: built.query, sql: built.sql, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
