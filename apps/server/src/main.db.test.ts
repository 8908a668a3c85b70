import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseEnv, type TestDatabase } from '../test/test-app';

let testDb: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.close();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcc-main-'));
});
afterAll(async () => {
  await testDb.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'main-test-pass',
    LOG_LEVEL: 'info',
    ...databaseEnv(testDb.config),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.resolve(import.meta.dirname, '..'), env });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 45 s:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at http:\/\/[\d.]+:(\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

describe('the server process', () => {
  it('migrates, seeds, serves, and on SIGTERM finishes the request in flight before exiting 0', async () => {
    const { child, port, output } = await startServer();
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // One answer first, so the request below reaches its route before SIGTERM even on a busy machine
    // (a request that arrives after the close began is answered 503, as it should be).
    expect((await fetch(`http://127.0.0.1:${port}/api/common/sysConfig`)).status).toBe(200);

    // A request whose body is still arriving when SIGTERM comes: it must still get its answer.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/none',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('{"a":');
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end('1}'), 300);
      }, 500);
    });

    const { status, body } = await answer;
    expect(status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ code: 0 });
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
  }, 60_000);
});
