import { verifyAndRecord } from '../modules/ledger/verify-runs';
import { dayOf } from '../platform/calendar';
import { systemClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';

// `npm run ledger:verify`: recomputes every balance from the journal with the server's
// DATABASE_URL / DATA_DIR; exits 0 when everything agrees, 1 listing the differences otherwise. The
// result is recorded (ledger_verify_runs), so the metrics and the console show when the books were last checked.
// npm runs workspace scripts inside apps/server; a relative DATA_DIR means where the command was typed,
// as it does for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();
const database = openDatabase(config.database);
try {
  const { report } = await verifyAndRecord(database.db, systemClock, dayOf(systemClock.now(), config.timeZone), 'cli');
  const where = config.database.dialect === 'postgres' ? 'PostgreSQL' : config.database.file;
  console.log(`ledger:verify on ${where}: ${report.entries} entries, ${report.lines} lines, ${report.accounts} accounts`);
  for (const asset of report.assets) {
    console.log(`  ${asset.asset}: ${asset.accounts} accounts, balances sum ${asset.balances}, lines sum ${asset.lines}`);
  }
  if (report.ok) {
    console.log('OK: every entry balances, every asset sums to zero, every cached balance matches its journal');
  } else {
    console.error(`FAILED: ${report.problems.length} difference(s)`);
    for (const problem of report.problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await database.close();
}
