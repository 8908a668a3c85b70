import { CompiledQuery, type Kysely, type KyselyPlugin, type OperationNode, type QueryId } from 'kysely';
import type { DB } from '../src/platform/db/schema';
import { testDialect } from './test-app';

/** A statement a call ran, with the database's plan for it. */
export interface PlannedQuery {
  sql: string;
  plan: string;
}

/**
 * Runs `call` on a database that records every statement, then asks the database how it would run
 * each: SQLite's `EXPLAIN QUERY PLAN`, PostgreSQL's `EXPLAIN` with sequential scans priced out
 * (`enable_seqscan = off`), so a small test table still shows whether an index can serve the query.
 */
export async function plansOf(db: Kysely<DB>, call: (db: Kysely<DB>) => Promise<unknown>): Promise<PlannedQuery[]> {
  // A subquery's builder is transformed too; only the statements that ran return a result.
  const seen = new Map<QueryId, OperationNode>();
  const nodes: { node: OperationNode; queryId: QueryId }[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      seen.set(args.queryId, args.node);
      return args.node;
    },
    transformResult: async (args) => {
      nodes.push({ node: seen.get(args.queryId)!, queryId: args.queryId });
      return args.result;
    },
  };
  await call(db.withPlugin(recorder));
  const compiled = nodes.map(({ node, queryId }) => db.getExecutor().compileQuery(node as never, queryId));
  return db.connection().execute(async (conn) => {
    const out: PlannedQuery[] = [];
    if (testDialect === 'postgres') await conn.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
    try {
      for (const query of compiled) {
        const prefix = testDialect === 'postgres' ? 'explain ' : 'explain query plan ';
        const result = await conn.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
        const plan = result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
        out.push({ sql: query.sql, plan });
      }
    } finally {
      if (testDialect === 'postgres') await conn.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
    }
    return out;
  });
}

/** Whether a plan reads every row of `table` (a full scan) rather than a range of one of its indexes. */
export function scansWhole(plan: string, table: string): boolean {
  if (testDialect === 'postgres') return new RegExp(`Seq Scan on ${table}\\b`).test(plan);
  // SQLite: "SCAN t" without an index is a full scan; "SCAN t USING [COVERING] INDEX i" walks a whole index.
  return plan.split('\n').some((line) => new RegExp(`\\bSCAN ${table}\\b`).test(line));
}

/** Whether a plan reads `table` through the index named `index`. */
export function usesIndex(plan: string, index: string): boolean {
  return new RegExp(`\\b${index}\\b`).test(plan);
}
