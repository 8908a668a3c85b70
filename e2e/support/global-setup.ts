import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const E2E_ADMIN_PASSWORD = 'e2e-operator-pass';

/**
 * Starts the built server the way `npm start` does (embedded SQLite, demo data) on a free port
 * with a data folder of its own, and stops it and removes the folder after the run. The members'
 * app is served from a copy in that folder, so a journey that brings a new build (a changed sw.js)
 * never shows another journey's browser an update.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mcc-e2e-'));
  const webDist = path.join(dataDir, 'web');
  cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      MCC_MODE: 'demo',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Every journey sends its codes from 127.0.0.1; the per-IP hourly limit is tested on the server.
      CODE_IP_HOURLY_LIMIT: '1000',
      // Every answer the journeys get is checked against its schema, and the compiled serializer against zod's.
      RESPONSE_CHECK: 'on',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Ordinary traffic logs nothing at warn or above (pino levels 40 and up): each such line is kept and
  // printed when the run ends.
  const problems: string[] = [];
  let partial = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (/^\{"level":(4|5|6)\d/.test(line)) problems.push(line.slice(0, 500));
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/MCC is running at (http:\/\/[\d.]+:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_WEB_DIST = webDist;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    console.log(`server log lines at warn or above: ${problems.length}`);
    for (const line of problems.slice(0, 20)) console.log(`  ${line}`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
