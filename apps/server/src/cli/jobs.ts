import { existsSync } from 'node:fs';
import { createDailyJobs } from '../modules/jobs/create-daily-jobs';
import { JobRunRepository } from '../modules/jobs/job-repository';
import { AssetRegistry } from '../modules/ledger/assets';
import { Ledger } from '../modules/ledger/ledger';
import { SettingsService } from '../modules/settings/settings-service';
import { OrderTips } from '../modules/tips/tips-service';
import { dayOf, isDay } from '../platform/calendar';
import { systemClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';

// `npm run jobs -- --date YYYY-MM-DD`: runs every daily job (staking earnings and maturities...)
// for each day with work due up to and including that date, in the TIME_ZONE, with the server's
// DATABASE_URL / DATA_DIR. Each effect happens once however often this runs, also beside a running
// server or another copy of this command. Without --date: up to today. A day after today only in demo mode.

function parseArgs(argv: string[]): { date?: string } {
  const result: { date?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--date') result.date = argv[++i];
    else if (arg.startsWith('--date=')) result.date = arg.slice('--date='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: npm run jobs -- [--date YYYY-MM-DD]');
      process.exit(0);
    } else throw new Error(`unknown argument ${arg} (usage: npm run jobs -- --date YYYY-MM-DD)`);
  }
  return result;
}

// npm runs workspace scripts inside apps/server; a relative DATA_DIR means where the command was typed,
// as it does for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();
let exitCode = 0;
try {
  const args = parseArgs(process.argv.slice(2));
  const today = dayOf(systemClock.now(), config.timeZone);
  const through = args.date ?? today;
  if (!isDay(through)) throw new Error(`--date must be a real day written YYYY-MM-DD, not ${through}`);
  if (through > today && config.mode !== 'demo') {
    throw new Error(`--date ${through} is after today (${today} in ${config.timeZone}); only demo mode runs future days`);
  }
  // Never create an empty database somewhere else: the jobs run on the server's own.
  if (config.database.dialect === 'sqlite' && !existsSync(config.database.file)) {
    throw new Error(`no database at ${config.database.file}: set DATA_DIR (or DATABASE_URL) as for the server`);
  }
  const database = openDatabase(config.database);
  try {
    const db = database.db;
    await new JobRunRepository().latest(db, 1).catch(() => {
      throw new Error('the database has no staking tables yet: start the server or run `npm run db:migrate` first');
    });
    const jobs = createDailyJobs({
      db,
      clock: systemClock,
      timeZone: config.timeZone,
      ledger: new Ledger(systemClock),
      assets: new AssetRegistry(db),
      tips: new OrderTips(db, systemClock),
      settings: new SettingsService(db, systemClock),
    });
    const run = await jobs.run(through, 'cli');
    const s = run.stats;
    const span = s.days > 0 ? `${s.days} day(s) through ${through}` : `nothing due through ${through}`;
    console.log(
      `jobs (${config.timeZone}): ${span}; earnings ${s.earnings}, referral rewards ${s.rewards}, matured ${s.matured}, waiting for the reward pool ${s.deferred}`,
    );
    const phases = Object.entries(s.phases).map(([name, ms]) => `${name} ${ms} ms`);
    if (phases.length > 0) console.log(`  time per job: ${phases.join(', ')}`);
    if (s.deferred > 0) console.log(`  ${s.deferred} order(s) wait for the reward pool: fund it in the console, then run this again`);
    if (run.status !== 'done') {
      console.error(`FAILED: ${run.error}`);
      exitCode = 1;
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 2;
}
process.exit(exitCode);
