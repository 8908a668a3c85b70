import { spawn } from 'node:child_process';
import path from 'node:path';

// The server's command lines (src/cli/*.ts) run in a child process, as an operator runs them.

const serverDir = path.resolve(import.meta.dirname, '..');
const tsxCli = path.resolve(serverDir, '../../node_modules/tsx/dist/cli.mjs');

export interface CommandRun {
  /** The exit code (null when killed). */
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr as they came. */
  output: string;
}

/** Runs `src/cli/<name>.ts <args>` with tsx in the server folder, on this process's environment plus `env`. */
export function runCommand(name: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  // npm's INIT_CWD makes the commands change to the caller's folder; the test gives absolute paths instead.
  const { INIT_CWD: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, `src/cli/${name}.ts`, ...args], {
      cwd: serverDir,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run: CommandRun = { status: null, stdout: '', stderr: '', output: '' };
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      run.output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      run.stderr += chunk.toString();
      run.output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ ...run, status: code }));
  });
}
