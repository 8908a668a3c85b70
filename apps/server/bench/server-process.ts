import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../test/scratch-postgres';

// Real server processes (src/main.ts through tsx) listening on real ports, for the bank test and
// the benchmarks. Each is stopped by its own pid.

const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '../..');
// tsx as a loader in the server's own process (its CLI would add a supervising process in between).
const tsxLoader = path.join(repoRoot, 'node_modules/tsx/dist/esm/index.mjs');

export interface ServerProcess {
  url: string;
  pid: number;
  /** What the process printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not answer /healthz in ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts `src/main.ts` (or another `script`) with `env` on a free port (DATABASE_URL or DATA_DIR chooses the database) and
 * waits until /healthz answers. Rate limits are lifted; nothing is served but the API.
 */
export async function startServer(
  env: Record<string, string>,
  options: { script?: string; timeoutMs?: number; nodeArgs?: string[]; discardStdout?: boolean } = {},
): Promise<ServerProcess> {
  const { script = 'src/main.ts', timeoutMs = 60_000, nodeArgs = [], discardStdout = false } = options;
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', pathToFileURL(tsxLoader).href, script], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ADMIN_PASSWORD: 'bench-admin-password',
      WEB_DIST: path.join(serverDir, 'no-web'),
      ADMIN_DIST: path.join(serverDir, 'no-admin'),
      ...env,
    },
    // The request log (stdout) goes nowhere when asked, as to a file: the bench must not pay for reading it.
    stdio: ['ignore', discardStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  try {
    await waitHealthy(url, child, output, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
