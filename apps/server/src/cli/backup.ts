import { loadConfig } from '../platform/config';
import { backupDatabase } from '../platform/db/backup';
import { runBackupCommand } from './backup-command';

// `npm run backup -- <file> [--force]`: writes a backup of the server's database (DATABASE_URL /
// DATA_DIR) to <file>, safe while the server runs. SQLite: a consistent copy through SQLite's online
// backup API; PostgreSQL: `pg_dump --format=custom`. An existing <file> is replaced only with --force.

await runBackupCommand('usage: npm run backup -- <file> [--force]', 'name the backup file', async (args) => {
  const config = loadConfig();
  const started = Date.now();
  const result = await backupDatabase(config.database, args.file, args.force);
  const from = config.database.dialect === 'postgres' ? 'PostgreSQL (pg_dump, custom format)' : `SQLite ${config.database.file}`;
  console.log(`backup of ${from} written to ${result.file}: ${result.bytes} bytes in ${Date.now() - started} ms`);
  return true;
});
