// Transfers per second through the built server with 1 and with 3 processes on one PostgreSQL
// (docs/scale.md). `npx tsx apps/server/test/faults/measure-cluster.ts [postgres admin URL]`:
// a scratch database on that server (default: the local one), 64 members transferring between
// ever-changing pairs, 32 requests in flight, the two shapes in turns so that a machine load that
// changes during the run weighs on both alike.
import { member, system } from '../../src/modules/ledger/accounts';
import { Ledger } from '../../src/modules/ledger/ledger';
import { verifyLedger } from '../../src/modules/ledger/verify';
import { systemClock } from '../../src/platform/clock';
import { openDatabase } from '../../src/platform/db/database';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { addMember, type Member, PAY_PASSWORD } from '../members';
import { scratchDatabase } from '../scratch-postgres';
import { buildServer, random, startCluster } from './cluster-harness';

const adminUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SLICE_MS = 10_000;
const SLICES = 3;
const IN_FLIGHT = 32;
const MEMBERS = 64;

buildServer();
const { url, drop } = await scratchDatabase(adminUrl, 'mcc_measure');
const database = openDatabase({ dialect: 'postgres', url });
await migrateToLatest(database.db);
const live = { database, clock: systemClock };
const people: Member[] = [];
for (let i = 0; i < MEMBERS; i += 1) people.push(await addMember(live, { uid: String(900_001 + i), nickname: `Measure${i}` }));
await database.db.transaction().execute((trx) =>
  new Ledger(systemClock).post(trx, {
    kind: 'deposit',
    memo: 'measure',
    moves: people.map((p) => ({ from: system('external_deposits', 'USDT'), to: member(p.id, 'USDT'), amount: 1_000_000_000_000n })),
  }),
);

async function slice(target: string, seed: number): Promise<{ done: number; p99: number }> {
  const pick = random(seed);
  const until = performance.now() + SLICE_MS;
  const times: number[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < until) {
        const from = pick(MEMBERS);
        const to = (from + 1 + pick(MEMBERS - 1)) % MEMBERS;
        n += 1;
        const t0 = performance.now();
        const res = await fetch(`${target}/api/fund/transfer`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: people[from]!.token, 'idempotency-key': `m-${seed}-${n}` },
          body: JSON.stringify({ asset: 'USDT', to: people[to]!.uid, amount: '1.00', paypwd: PAY_PASSWORD }),
        });
        const body = (await res.json()) as { code: number; msg: string };
        if (body.code !== 1) throw new Error(`transfer refused: ${res.status} ${body.msg}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { done: times.length, p99: times[Math.floor(times.length * 0.99)] ?? 0 };
}

const env = { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'info' };
const shapes = [1, 3];
const totals = new Map(shapes.map((s) => [s, { done: 0, p99: [] as number[] }]));
let seed = 1;
for (let round = 0; round < SLICES; round += 1) {
  for (const instances of shapes) {
    const cluster = await startCluster(instances, env);
    await cluster.whole(instances);
    await slice(cluster.url, seed++); // warm-up slice, not counted
    const { done, p99 } = await slice(cluster.url, seed++);
    const total = totals.get(instances)!;
    total.done += done;
    total.p99.push(p99);
    await cluster.stop();
  }
}
const report = await verifyLedger(database.db);
const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
for (const [instances, { done, p99 }] of totals) {
  console.log(
    `${instances} process${instances > 1 ? 'es' : ''}: ${(done / ((SLICES * SLICE_MS) / 1000)).toFixed(0)} transfers/s, p99 ${Math.max(...p99).toFixed(0)} ms`,
  );
}
console.log(`ledger:verify ${report.ok ? 'clean' : report.problems.join('; ')}; load average at the end ${load}`);
await database.close();
await drop();
