import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verifyLedger } from '../src/modules/ledger/verify';
import { openDatabase } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import { benchMembers } from './fixtures';
import { getSample, moneySample, type Sample, transferLoadOf, warmUp } from './loads';
import { type ServerProcess, startServer } from './server-process';

// `npm run bench:metrics`: what the metrics cost. Two servers as `npm start` ships them on one SQLite
// database, one with METRICS_TOKEN set and scraped every second (Prometheus scrapes every 15 s:
// this is fifteen times that), one without; the bench's GET /api/common/sysConfig and transfers
// between many members, in alternating slices so a load that changes meanwhile weighs on both alike.
// BENCH_SECONDS (per figure and side, default 10), BENCH_CONNECTIONS (default 50).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = 4;
const TOKEN = 'bench-metrics-token-0123456789';
const SIDES = ['metrics on', 'metrics off'] as const;

async function alternate(name: string, sample: (side: (typeof SIDES)[number], seconds: number) => Promise<Sample>) {
  const totals = new Map(SIDES.map((side) => [side, { count: 0, seconds: 0, p99: 0, errors: 0 }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of round % 2 === 0 ? SIDES : [...SIDES].reverse()) {
      const got = await sample(side, SECONDS / ROUNDS);
      const total = totals.get(side)!;
      total.count += got.count;
      total.seconds += got.seconds;
      total.p99 = Math.max(total.p99, got.p99);
      total.errors += got.errors;
    }
  }
  const [on, off] = SIDES.map((side) => totals.get(side)!);
  const rate = (t: { count: number; seconds: number }) => t.count / t.seconds;
  for (const side of SIDES) {
    const t = totals.get(side)!;
    console.log(`${name} [${side}]: ${rate(t).toFixed(0)}/s, p99 ${t.p99} ms, ${t.errors} errors`);
  }
  console.log(`${name}: on / off = ${((rate(on!) / rate(off!)) * 100).toFixed(1)}%`);
}

async function main() {
  console.log(`metrics cost: ${os.cpus().length} CPU(s), load average ${os.loadavg()[0]?.toFixed(1)}, ${SECONDS} s per side and figure`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-bench-metrics-'));
  const database = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'mcc.sqlite') });
  const servers: Partial<Record<(typeof SIDES)[number], ServerProcess>> = {};
  let scraper: NodeJS.Timeout | undefined;
  try {
    await migrateToLatest(database.db);
    const members = await benchMembers(database.db, 64, 1_000_000_000_000n);
    const shipped = { DATA_DIR: dir, MCC_MODE: 'demo', LOG_LEVEL: 'info' };
    servers['metrics on'] = await startServer({ ...shipped, METRICS_TOKEN: TOKEN }, { discardStdout: true });
    servers['metrics off'] = await startServer(shipped, { discardStdout: true });
    const on = servers['metrics on'];
    scraper = setInterval(() => {
      void fetch(`${on.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then(
        (res) => res.text(),
        () => '',
      );
    }, 1000);
    const urlOf = (side: (typeof SIDES)[number]) => servers[side]!.url;
    await alternate('GET /api/common/sysConfig (SQLite)', (side, seconds) =>
      getSample(`${urlOf(side)}/api/common/sysConfig`, {}, seconds, CONNECTIONS),
    );
    const load = transferLoadOf(members);
    for (const side of SIDES) await warmUp([servers[side]!], members, load);
    await alternate('transfers over HTTP, many members (SQLite)', (side, seconds) =>
      moneySample(load, database, [servers[side]!], members, seconds, false, CONNECTIONS),
    );
    const report = await verifyLedger(database.db);
    if (!report.ok) throw new Error(`ledger:verify after the bench:\n${report.problems.join('\n')}`);
  } finally {
    clearInterval(scraper);
    for (const server of Object.values(servers)) await server?.stop();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
