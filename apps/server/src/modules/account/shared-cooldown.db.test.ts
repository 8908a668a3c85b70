import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL as REDIS_URL, requireRedis, testRedis } from '../../../test/redis';
import { databaseEnv, useTestDatabase } from '../../../test/test-app';

// Two real server processes (tsx, the system clock, HTTP on their own ports) on one database and
// one Redis must share the code cooldown and the per-IP budget. Redis is required: when it does
// not answer, this fails and says so.

const serverDir = path.resolve(import.meta.dirname, '../../..');
const src = path.join(serverDir, 'src');
const prefix = `mcc-test-${randomBytes(4).toString('hex')}:`;

const testDb = useTestDatabase();
let scriptDir: string;
const children: ChildProcess[] = [];

const script = (file: string) => pathToFileURL(path.join(src, file)).href;
const SERVER_SCRIPT = `
import { buildApp } from '${script('app.ts')}';
import { systemClock } from '${script('platform/clock.ts')}';
import { loadConfig } from '${script('platform/config.ts')}';
import { openDatabase } from '${script('platform/db/database.ts')}';

const config = loadConfig(process.env);
const database = openDatabase(config.database);
const app = await buildApp({ config, database, clock: systemClock, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write('listening ' + (typeof address === 'object' && address ? address.port : 0) + '\\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0), () => process.exit(1)));
`;

/** Starts one server process and resolves with its base URL once it listens. */
function startServer(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', path.join(scriptDir, 'server.mts')], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it stops npx, tsx and the server together.
      detached: true,
    });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server process did not start within 60 s:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited with ${code}:\n${output}`));
    });
  });
}

async function send(base: string, mobile: string): Promise<{ code: number; msg: string }> {
  const res = await fetch(`${base}/api/sms/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ mobile, event: 'register' }),
  });
  return (await res.json()) as { code: number; msg: string };
}

beforeAll(async () => {
  await requireRedis('the two-process cooldown test');
  scriptDir = await mkdtemp(path.join(os.tmpdir(), 'mcc-two-servers-'));
  await writeFile(path.join(scriptDir, 'server.mts'), SERVER_SCRIPT);
}, 60_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          if (child.pid) process.kill(-child.pid, 'SIGTERM');
        }),
    ),
  );
  if (scriptDir) await rm(scriptDir, { recursive: true, force: true });
  const redis = testRedis();
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } catch {
    // Nothing to clean when Redis was never there.
  } finally {
    redis.disconnect();
  }
}, 60_000);

describe('two server processes on one database and one Redis', () => {
  it('share the code cooldown and the per-IP hourly budget', async () => {
    // SQLite: both processes open the same file; PostgreSQL: the same database. An empty variable counts as unset.
    const env: Record<string, string> = { DATA_DIR: scriptDir, ...databaseEnv(testDb.config) };
    Object.assign(env, {
      REDIS_URL,
      REDIS_PREFIX: prefix,
      CODE_IP_HOURLY_LIMIT: '3',
      MCC_MODE: 'demo',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(scriptDir, 'no-web'),
      ADMIN_DIST: path.join(scriptDir, 'no-admin'),
    });
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    expect(a).not.toBe(b);

    expect(await send(a, '13966660001')).toMatchObject({ code: 1 });
    const cooled = await send(b, '13966660001');
    expect(cooled.code).toBe(0);
    expect(cooled.msg).toMatch(/^Please wait (5\d|60) s before asking for another code$/);

    // The budget of this client IP is 3 an hour across both processes (the refused send above counted too).
    expect(await send(b, '13966660002')).toMatchObject({ code: 1 });
    expect(await send(a, '13966660003')).toMatchObject({ code: 0, msg: 'Too many codes requested from this network; try again in 60 min' });

    // One database: the code sent through A is in the outbox read through B.
    const outbox = (await (await fetch(`${b}/api/dev/outbox?to=13966660001`)).json()) as { data: { list: Array<{ code: string }> } };
    expect(outbox.data.list[0]?.code).toMatch(/^\d{6}$/);
  }, 120_000);
});
