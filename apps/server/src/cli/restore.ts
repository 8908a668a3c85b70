import { verifyLedger } from '../modules/ledger/verify';
import { loadConfig } from '../platform/config';
import { BackupError, restoreDatabase } from '../platform/db/backup';
import { openDatabase } from '../platform/db/database';

// `npm run restore -- <file> [--force]`: restores a backup written by `npm run backup` into the
// server's database (DATABASE_URL / DATA_DIR), then checks the books as `npm run ledger:verify` does.
// Stop the server first. A database that holds tables is replaced only with --force (SQLite keeps the
// replaced file beside it as mcc.sqlite.before-restore-<time>; PostgreSQL drops the public schema).

const USAGE = 'usage: npm run restore -- <file> [--force]';

function parseArgs(argv: string[]): { file: string; force: boolean } {
  let file: string | undefined;
  let force = false;
  for (const arg of argv) {
    if (arg === '--force') force = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('-')) throw new BackupError(`unknown option ${arg} (${USAGE})`);
    else if (file === undefined) file = arg;
    else throw new BackupError(`one file only (${USAGE})`);
  }
  if (file === undefined) throw new BackupError(`name the backup file (${USAGE})`);
  return { file, force };
}

// npm runs workspace scripts inside apps/server; relative paths mean where the command was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
let exitCode = 0;
try {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const result = await restoreDatabase(config.database, args.file, args.force);
  const into = config.database.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.database.file}`;
  console.log(`restored ${args.file} into ${into}`);
  if (result.replacedKeptAt) console.log(`  the database it replaced is kept at ${result.replacedKeptAt}`);
  const database = openDatabase(config.database);
  try {
    const report = await verifyLedger(database.db);
    console.log(`ledger check: ${report.entries} entries, ${report.lines} lines, ${report.accounts} accounts`);
    if (report.ok) console.log('OK: every entry balances, every asset sums to zero, every cached balance matches its journal');
    else {
      console.error(`FAILED: ${report.problems.length} difference(s) in the restored books`);
      for (const problem of report.problems) console.error(`  - ${problem}`);
      exitCode = 1;
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  exitCode = error instanceof BackupError ? 2 : 1;
}
process.exit(exitCode);
