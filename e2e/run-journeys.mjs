// Runs the browser journeys in E2E_WORKERS (default 2) Playwright processes at once. Each process
// takes the next spec file from one queue (largest first) and starts its own server and data folder
// (support/global-setup.ts), so a journey never sees another's state and a slow file never holds
// up the rest. A file's output is printed whole when it ends. Arguments narrow the files by name.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const filters = process.argv.slice(2);
const files = readdirSync(path.join(root, 'tests'))
  .filter((name) => name.endsWith('.spec.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(path.basename(filter))))
  .map((name) => ({ name, size: statSync(path.join(root, 'tests', name)).size }))
  .sort((a, b) => b.size - a.size)
  .map(({ name }) => name);

const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const failed = [];
const started = Date.now();

function runFile(file, slot) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', `tests/${file}`], {
      cwd: root,
      env: { ...process.env, E2E_SHARD: String(slot) },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      process.stdout.write(`\n=== ${file} (${code === 0 ? 'passed' : 'FAILED'})\n${output}`);
      if (code !== 0) failed.push(file);
      resolve();
    });
  });
}

async function worker(slot) {
  for (let file = files.shift(); file !== undefined; file = files.shift()) await runFile(file, slot);
}

const total = files.length;
await Promise.all(Array.from({ length: workers }, (_, slot) => worker(slot + 1)));
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\n${total - failed.length} of ${total} journey files passed in ${seconds} s with ${workers} workers`);
if (failed.length > 0) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
