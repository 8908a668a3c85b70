// Runs the browser journeys in E2E_WORKERS (default 2) Playwright processes at once. Each process
// takes the next spec file from one queue and starts its own server and data folder
// (support/global-setup.ts), so a journey never sees another's state and a slow file never holds
// up the rest. The queue starts with the files that took longest on the last run here
// (artifacts/journey-times.json), then the largest, so no long file is left to start last. A file's
// output and its time are printed whole when it ends. A file that fails is run once more after the
// rest: a second failure fails the run; a pass is reported by name as flaky, and the failure of its
// first run is printed again at the end, where a CI log's tail shows it. Arguments narrow the files by
// name.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const timesFile = path.join(root, 'artifacts', 'journey-times.json');
const filters = process.argv.slice(2);

/** Seconds each file took on earlier runs here, by file name. */
function lastTimes() {
  try {
    return JSON.parse(readFileSync(timesFile, 'utf8'));
  } catch {
    return {};
  }
}

const times = lastTimes();
const files = readdirSync(path.join(root, 'tests'))
  .filter((name) => name.endsWith('.spec.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(path.basename(filter))))
  .map((name) => ({ name, seconds: times[name] ?? Number.POSITIVE_INFINITY, size: statSync(path.join(root, 'tests', name)).size }))
  // Unmeasured files first (their time is unknown), then the slowest; the largest among equals.
  .sort((a, b) => b.seconds - a.seconds || b.size - a.size)
  .map(({ name }) => name);

const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The output of each file's failed first run, by file name. */
const firstFailures = new Map();
const started = Date.now();

function runFile(file, slot) {
  const begun = Date.now();
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
      const seconds = Math.round((Date.now() - begun) / 1000);
      times[file] = seconds;
      process.stdout.write(`\n=== ${file} (${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s)\n${output}`);
      if (code !== 0 && !firstFailures.has(file)) {
        firstFailures.set(file, output);
        keepResults(file, slot);
      }
      resolve(code === 0);
    });
  });
}

/**
 * A failed file's screenshots and page snapshots, copied out of its worker's results folder before
 * the next file there (or its own second run) clears it: artifacts/failed/<file>.
 */
function keepResults(file, slot) {
  const from = path.join(root, 'artifacts', `results-${slot}`);
  const to = path.join(root, 'artifacts', 'failed', file.replace(/\.spec\.ts$/, ''));
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}

/** The page snapshots (error-context.md) Playwright wrote for a failed file's tests. */
function pageSnapshots(file) {
  const dir = path.join(root, 'artifacts', 'failed', file.replace(/\.spec\.ts$/, ''));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .filter((name) => String(name).endsWith('error-context.md'))
    .map((name) => readFileSync(path.join(dir, String(name)), 'utf8'));
}

async function worker(slot) {
  for (let file = files.shift(); file !== undefined; file = files.shift()) await runFile(file, slot);
}

const total = files.length;
const ran = [...files];
await Promise.all(Array.from({ length: workers }, (_, slot) => worker(slot + 1)));
// Each file that failed runs once more, alone, so a second failure is the file's and not the load's.
const failed = [];
const flaky = [];
for (const file of firstFailures.keys()) {
  process.stdout.write(`\n--- ${file} failed; running it once more\n`);
  if (await runFile(file, 1)) flaky.push(file);
  else failed.push(file);
}
mkdirSync(path.dirname(timesFile), { recursive: true });
writeFileSync(timesFile, `${JSON.stringify(times, null, 2)}\n`);
const seconds = Math.round((Date.now() - started) / 1000);
console.log('\nseconds per file, slowest first:');
for (const file of ran.sort((a, b) => times[b] - times[a])) console.log(`${String(times[file]).padStart(5)}  ${file}`);
for (const [file, output] of firstFailures) {
  const tail = output.trimEnd().split('\n').slice(-80).join('\n');
  console.log(`\n=== the first run of ${file}, which failed (its last 80 lines):\n${tail}`);
  // What the page showed when it failed (an error in a dialog, a list not yet refreshed).
  for (const snapshot of pageSnapshots(file))
    console.log(`\n--- the page at the failure:\n${snapshot.split('\n').slice(0, 120).join('\n')}`);
}
console.log(`\n${total - failed.length} of ${total} journey files passed in ${seconds} s with ${workers} workers`);
if (flaky.length > 0) console.log(`flaky (failed once, passed when run again alone): ${flaky.join(', ')}`);
if (failed.length > 0) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
