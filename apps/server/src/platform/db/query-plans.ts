import { CompiledQuery as Compiled, type CompiledQuery, type Kysely, type KyselyPlugin, type OperationNode, type QueryId } from 'kysely';
import type { Dialect } from './database';
import type { DB } from './schema';

/** A statement a call ran, with the database's plan for it. */
export interface PlannedQuery {
  sql: string;
  plan: string;
}

/**
 * A database handle that notes every statement run through it while `recording` is on: the
 * statements a call makes, to ask the database how it runs them (`explain`). A subquery's builder
 * is transformed too; only the statements that ran return a result, so only those are noted.
 */
export function statementRecorder(db: Kysely<DB>): { db: Kysely<DB>; record<T>(call: () => Promise<T>): Promise<CompiledQuery[]> } {
  let recording = false;
  const seen = new Map<QueryId, OperationNode>();
  let ran: { node: OperationNode; queryId: QueryId }[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      if (recording) seen.set(args.queryId, args.node);
      return args.node;
    },
    transformResult: async (args) => {
      const node = seen.get(args.queryId);
      if (recording && node) ran.push({ node, queryId: args.queryId });
      return args.result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    async record(call) {
      seen.clear();
      ran = [];
      recording = true;
      try {
        await call();
      } finally {
        recording = false;
      }
      return ran.map(({ node, queryId }) => db.getExecutor().compileQuery(node as never, queryId));
    },
  };
}

/**
 * How the database would run each of `queries`: SQLite's `EXPLAIN QUERY PLAN`, PostgreSQL's
 * `EXPLAIN`. With `indexesFirst`, PostgreSQL prices sequential scans out (`enable_seqscan = off`),
 * so a small table still shows whether an index can serve the query; with `readsOnly`, writes are
 * left out.
 */
export function explain(
  db: Kysely<DB>,
  dialect: Dialect,
  queries: CompiledQuery[],
  options: { indexesFirst?: boolean; readsOnly?: boolean } = {},
): Promise<PlannedQuery[]> {
  const { indexesFirst = false, readsOnly = false } = options;
  return db.connection().execute(async (conn) => {
    const out: PlannedQuery[] = [];
    const pg = dialect === 'postgres';
    if (pg && indexesFirst) await conn.executeQuery(Compiled.raw('set enable_seqscan = off'));
    try {
      for (const query of queries) {
        if (readsOnly && !/^\s*(select|with)\b/i.test(query.sql)) continue;
        const prefix = pg ? 'explain ' : 'explain query plan ';
        const result = await conn.executeQuery<Record<string, unknown>>(Compiled.raw(prefix + query.sql, [...query.parameters]));
        const plan = result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
        out.push({ sql: query.sql, plan });
      }
    } finally {
      if (pg && indexesFirst) await conn.executeQuery(Compiled.raw('reset enable_seqscan'));
    }
    return out;
  });
}
