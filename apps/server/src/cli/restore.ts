import { verifyLedger } from '../modules/ledger/verify';
import { loadConfig } from '../platform/config';
import { restoreDatabase } from '../platform/db/backup';
import { openDatabase } from '../platform/db/database';
import { runBackupCommand } from './backup-command';

// `npm run restore -- <file> [--force]`: restores a backup written by `npm run backup` into the
// server's database (DATABASE_URL / DATA_DIR), then checks the books as `npm run ledger:verify` does.
// Stop the server first. A database that holds tables is replaced only with --force (SQLite keeps the
// replaced file beside it as mcc.sqlite.before-restore-<time>; PostgreSQL drops the public schema).

await runBackupCommand('usage: npm run restore -- <file> [--force]', 'name the backup file', async (args) => {
  const config = loadConfig();
  const result = await restoreDatabase(config.database, args.file, args.force);
  const into = config.database.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.database.file}`;
  console.log(`restored ${args.file} into ${into}`);
  if (result.replacedKeptAt) console.log(`  the database it replaced is kept at ${result.replacedKeptAt}`);
  const database = openDatabase(config.database);
  try {
    const report = await verifyLedger(database.db);
    console.log(`ledger check: ${report.entries} entries, ${report.lines} lines, ${report.accounts} accounts`);
    if (report.ok) {
      console.log('OK: every entry balances, every asset sums to zero, every cached balance matches its journal');
      return true;
    }
    console.error(`FAILED: ${report.problems.length} difference(s) in the restored books`);
    for (const problem of report.problems) console.error(`  - ${problem}`);
    return false;
  } finally {
    await database.close();
  }
});
