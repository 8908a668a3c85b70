import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Database } from '../src/platform/db/database';
import { BENCH_PAYPWD, type BenchMember } from './fixtures';
import type { ServerProcess } from './server-process';

// The loads the benchmarks put on a server and what one slice of a load did: shared by
// `npm run bench` (run.ts) and `npm run bench:metrics` (metrics-cost.ts).

/** A money POST the bench loads the server with: its path, a body for a sender, and the journal kind it posts. */
export interface MoneyLoad {
  path: string;
  body: (from: BenchMember, serial: number) => Record<string, string>;
  /** The journal entries one call posts are of this kind: counting them counts what was done. */
  kind: string;
  noun: string;
}

/** Member to member, 1 USDT, between ever-changing pairs. */
export function transferLoadOf(members: BenchMember[]): MoneyLoad {
  return {
    path: '/api/fund/transfer',
    body: (from, serial) => {
      const to = members[(serial * 7 + 3) % members.length]!;
      const recipient = to.uid === from.uid ? members[(serial + 1) % members.length]! : to;
      return { asset: 'USDT', to: recipient.uid, amount: '1.00', paypwd: BENCH_PAYPWD };
    },
    kind: 'transfer',
    noun: 'transfers',
  };
}

let serial = 0;
/** A load of one money POST from members in turn, each with a fresh Idempotency-Key. */
export function moneyLoad(url: string, load: MoneyLoad, members: BenchMember[], seconds: number, connections: number, hot = false) {
  const prefix = randomBytes(4).toString('hex');
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: load.path,
        setupRequest: (req) => {
          serial += 1;
          const from = hot ? members[0]! : members[serial % members.length]!;
          return {
            ...req,
            headers: { 'content-type': 'application/json', token: from.token, 'idempotency-key': `${prefix}-${serial}` },
            body: JSON.stringify(load.body(from, serial)),
          };
        },
      },
    ],
  });
}

/** Each member calls once through each server, so the slow pay-password KDF is paid before measuring. */
export async function warmUp(servers: ServerProcess[], members: BenchMember[], load: MoneyLoad) {
  for (const server of servers) {
    await Promise.all(
      members.map(async (m, i) => {
        const res = await fetch(`${server.url}${load.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: m.token, 'idempotency-key': `warm-${randomBytes(8).toString('hex')}` },
          body: JSON.stringify(load.body(m, i)),
        });
        const body = (await res.json()) as { code: number; msg: string };
        if (body.code !== 1) throw new Error(`warm-up ${load.noun} refused: ${body.msg}`);
      }),
    );
  }
}

export async function entriesOf(database: Database, kind: string): Promise<bigint> {
  const row = await database.db
    .selectFrom('ledger_entries')
    .select(sql<bigint>`count(*)`.as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return BigInt(row.n);
}

/** What one slice of a load did: calls done over wall time, and its p99. */
export interface Sample {
  count: number;
  seconds: number;
  p99: number;
  errors: number;
}

/** Calls of a money POST done through `servers` in `seconds`, counted in the journal. */
export async function moneySample(
  load: MoneyLoad,
  database: Database,
  servers: ServerProcess[],
  members: BenchMember[],
  seconds: number,
  hot: boolean,
  connections: number,
): Promise<Sample> {
  const before = await entriesOf(database, load.kind);
  const started = performance.now();
  const each = Math.max(1, Math.round(connections / servers.length));
  const results = await Promise.all(servers.map((s) => moneyLoad(s.url, load, members, seconds, each, hot)));
  const elapsed = (performance.now() - started) / 1000;
  const done = Number((await entriesOf(database, load.kind)) - before);
  return {
    count: done,
    seconds: elapsed,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
  };
}

export async function getSample(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Sample> {
  const started = performance.now();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    count: result.requests.total,
    seconds: (performance.now() - started) / 1000,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}
