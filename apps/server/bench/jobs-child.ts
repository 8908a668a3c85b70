// One step of the data bench in a process of its own, so its peak memory is its own: `jobs N` runs
// every daily job for the day N days after the data was built (from 1, the first day every running
// order earns, and the day's liabilities root is published); `jobs N <name>` runs that one job alone
// for that day; `verify` runs ledger:verify. Prints one line of JSON: the time, the peak resident
// memory (the process's maxRSS) and, for the jobs, the time of each job.
import { performance } from 'node:perf_hooks';
import { dailyJobList } from '../src/modules/jobs/create-daily-jobs';
import { DailyJobs } from '../src/modules/jobs/daily-jobs';
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
  // Days later than now: the orders written today earn their first day on the next.
  const days = Number(process.argv[3] ?? 1);
  const only = process.argv[4];
  const clock: Clock = { now: () => new Date(systemClock.now().getTime() + days * 24 * 3600 * 1000) };
  const list = dailyJobList({
    db,
    clock,
    timeZone: config.timeZone,
    ledger: new Ledger(clock),
    assets: new AssetRegistry(db),
    tips: new OrderTips(db, clock),
    settings: new SettingsService(db, clock),
    log: { error: (details: unknown, message: string) => console.error(message, details) },
  }).filter((job) => only === undefined || job.name === only);
  if (list.length === 0) throw new Error(`no daily job named ${only}`);
  const jobs = new DailyJobs(db, clock, config.timeZone, list);
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
