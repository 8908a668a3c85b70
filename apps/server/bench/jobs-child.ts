// One step of the data bench in a process of its own, so its peak memory is its own: `jobs` runs
// one day of every daily job (the day after the data was built, so every running order earns and the
// day's liabilities root is published), `verify` runs ledger:verify. Prints one line of JSON: the
// time, the peak resident memory (the process's maxRSS) and, for the jobs, the time of each job.
import { performance } from 'node:perf_hooks';
import { createDailyJobs } from '../src/modules/jobs/create-daily-jobs';
import { AssetRegistry } from '../src/modules/ledger/assets';
import { Ledger } from '../src/modules/ledger/ledger';
import { verifyLedger } from '../src/modules/ledger/verify';
import { SettingsService } from '../src/modules/settings/settings-service';
import { OrderTips } from '../src/modules/tips/tips-service';
import { type Clock, systemClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/database';

const step = process.argv[2];
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = openDatabase(config.database);
const db = database.db;
const started = performance.now();
let result: Record<string, unknown>;
if (step === 'jobs') {
  // A day later than now: the orders written today earn their first day.
  const clock: Clock = { now: () => new Date(systemClock.now().getTime() + 24 * 3600 * 1000) };
  const jobs = createDailyJobs({
    db,
    clock,
    timeZone: config.timeZone,
    ledger: new Ledger(clock),
    assets: new AssetRegistry(db),
    tips: new OrderTips(db, clock),
    settings: new SettingsService(db, clock),
    log: { error: (details: unknown, message: string) => console.error(message, details) },
  });
  const run = await jobs.run(jobs.today(), 'bench');
  if (run.status !== 'done') throw new Error(`the jobs failed: ${run.error}`);
  result = { stats: run.stats };
} else if (step === 'verify') {
  const report = await verifyLedger(db);
  result = { ok: report.ok, problems: report.problems.slice(0, 5), lines: report.lines, accounts: report.accounts };
} else throw new Error(`unknown step ${step}: jobs or verify`);
result.ms = Math.round(performance.now() - started);
// maxRSS is in kilobytes.
result.peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
await database.close();
console.log(JSON.stringify(result));
