import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, createReadStream, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
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
  /** Its log lines at warn or above (pino level 40 and up), read once it has stopped; ordinary traffic logs none. */
  problems: string[];
  stop(): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} was not ready (/readyz) in ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts `src/main.ts` (or another `script`) with `env` on a free port (DATABASE_URL or DATA_DIR chooses the database) and
 * waits until /readyz answers. Rate limits are lifted; nothing is served but the API.
 */
export async function startServer(
  env: Record<string, string>,
  options: { script?: string; timeoutMs?: number; nodeArgs?: string[]; discardStdout?: boolean } = {},
): Promise<ServerProcess> {
  const { script = 'src/main.ts', timeoutMs = 60_000, nodeArgs = [], discardStdout = false } = options;
  // A built bundle runs as `npm start` runs it, without the TypeScript loader.
  const loader = script.endsWith('.ts') ? ['--import', pathToFileURL(tsxLoader).href] : [];
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `mcc-bench-server-${port}.log`);
  const logFd = discardStdout ? openSync(logFile, 'w') : undefined;
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
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
    // The request log (stdout) goes to a file when asked, as in production: the bench must not pay for
    // reading it while it measures. Its warn and error lines are read from the file after the stop.
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd);
  const problems: string[] = [];
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    for (const line of chunk.toString().split('\n')) if (isProblem(line)) problems.push(line.slice(0, 500));
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
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let stopped: Promise<void> | undefined;
  const stop = async () => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
    if (logFd !== undefined) {
      for await (const line of createInterface({ input: createReadStream(logFile) }))
        if (isProblem(line)) problems.push(line.slice(0, 500));
      rmSync(logFile, { force: true });
    }
    console.log(`server ${child.pid}: ${problems.length} log line(s) at warn or above`);
    for (const line of problems.slice(0, 10)) console.log(`  ${line}`);
  };
  return { url, pid: child.pid ?? 0, output, problems, stop: () => (stopped ??= stop()) };
}

/** A pino line of level warn (40) or above. */
function isProblem(line: string): boolean {
  return /^\{"level":[4-6]\d/.test(line);
}
