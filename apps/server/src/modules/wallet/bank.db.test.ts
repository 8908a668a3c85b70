import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../../bench/server-process';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, systemBalance } from '../../../test/money';
import { databaseEnv, setSettings, testDialect, useTestDatabase } from '../../../test/test-app';
import { systemClock } from '../../platform/clock';
import { verifyLedger } from '../ledger/verify';

// The Jepsen-style bank test: 8 members, 2,000 concurrent random transfers through the HTTP API of
// real server processes (two on PostgreSQL, one on SQLite), some retried with the same
// Idempotency-Key at once or later. Money is conserved exactly, no balance goes negative, every
// accepted key moved money once, and ledger:verify is clean.

const MEMBERS = 8;
const TRANSFERS = 2_000;
const IN_FLIGHT = 32;
const START = 1_000_000_000n; // 1,000.00 USDT each
const FEE = 10_000n; // 0.01 USDT

/** A small seeded generator, so a failing run can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
}

const t = useTestDatabase();
const servers: ServerProcess[] = [];
const people: Member[] = [];

beforeAll(async () => {
  // The servers run on the real clock, so the members' sessions must be live on it too.
  const live = { database: t.database, clock: systemClock };
  for (let i = 0; i < MEMBERS; i += 1) {
    const m = await addMember(live, { uid: String(700001 + i), nickname: `Bank${i}` });
    await credit(live, m, START);
    people.push(m);
  }
  await setSettings(live, { transfer_fee_usdt: '0.01', transfer_min_usdt: '0.01' });
  const env = databaseEnv(t.config);
  const count = testDialect === 'postgres' ? 2 : 1;
  // One after the other: the first creates the console's first operator on the empty table.
  for (let i = 0; i < count; i += 1) servers.push(await startServer({ ...env, MCC_MODE: 'demo' }));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

interface Answer {
  status: number;
  code: number;
  id?: number;
  msg: string;
}

async function send(server: ServerProcess, from: (typeof people)[number], body: object, key: string): Promise<Answer> {
  const res = await fetch(`${server.url}/api/fund/transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: from.token, 'idempotency-key': key, lang: 'en' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: { id?: number } | null };
  return { status: res.status, code: json.code, id: json.data?.id, msg: json.msg };
}

describe(`the bank test (${testDialect})`, () => {
  it(`conserves money over ${TRANSFERS} concurrent transfers`, async () => {
    const pick = random(20261101);
    const jobs = Array.from({ length: TRANSFERS }, (_, i) => {
      const from = pick(MEMBERS);
      const to = (from + 1 + pick(MEMBERS - 1)) % MEMBERS;
      const cents = 1 + pick(20_000); // 0.01 .. 200.00
      const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      const retry = pick(10); // 0: the same key twice at once; 1: again after the answer
      return { i, from, to, amount, retry, key: `bank-${i}-${pick(1_000_000)}` };
    });
    const accepted = new Map<string, number>();
    const failures: string[] = [];
    let refused = 0;
    let replays = 0;
    let next = 0;
    const worker = async (w: number) => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const from = people[job.from]!;
        const body = { asset: 'USDT', to: people[job.to]!.uid, amount: job.amount, paypwd: PAY_PASSWORD };
        const server = servers[(job.i + w) % servers.length]!;
        const other = servers[(job.i + w + 1) % servers.length]!;
        const answers =
          job.retry === 0
            ? await Promise.all([send(server, from, body, job.key), send(other, from, body, job.key)])
            : [await send(server, from, body, job.key)];
        if (job.retry === 1) answers.push(await send(other, from, body, job.key));
        if (answers.length > 1) replays += 1;
        for (const a of answers) if (a.status !== 200) failures.push(`#${job.i}: HTTP ${a.status} ${a.msg}`);
        const first = answers[0]!;
        for (const a of answers.slice(1)) {
          if (a.code !== first.code || a.id !== first.id)
            failures.push(`#${job.i}: retry answered ${a.code}/${a.id}, first ${first.code}/${first.id}`);
        }
        if (first.code === 1 && first.id !== undefined) accepted.set(job.key, first.id);
        else if (first.msg === 'Not enough USDT available') refused += 1;
        else failures.push(`#${job.i}: refused "${first.msg}"`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, w) => worker(w)));
    expect(failures.slice(0, 10)).toEqual([]);
    expect(accepted.size + refused).toBe(TRANSFERS);
    expect(replays).toBeGreaterThan(TRANSFERS / 10);

    const db = t.database.db;
    let total = 0n;
    for (const p of people) {
      const balance = await balanceOf(t, p);
      expect(balance).toBeGreaterThanOrEqual(0n);
      total += balance;
    }
    const fees = await systemBalance(t, 'fees');
    expect(fees).toBe(FEE * BigInt(accepted.size));
    expect(total + fees).toBe(START * BigInt(MEMBERS));
    const entries = await db.selectFrom('ledger_entries').select('id').where('kind', '=', 'transfer').execute();
    expect(entries.length).toBe(accepted.size);
    expect(new Set(accepted.values()).size).toBe(accepted.size);
    const report = await verifyLedger(db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    console.log(
      `bank test (${testDialect}, ${servers.length} process${servers.length > 1 ? 'es' : ''}): ${accepted.size} transfers accepted, ${refused} refused for funds, ${replays} retried with the same key`,
    );
  }, 240_000);
});
