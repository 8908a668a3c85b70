import { loadConfig } from '../platform/config';
import { BackupError, backupDatabase } from '../platform/db/backup';

// `npm run backup -- <file> [--force]`: writes a backup of the server's database (DATABASE_URL /
// DATA_DIR) to <file>, safe while the server runs. SQLite: a consistent copy through SQLite's online
// backup API; PostgreSQL: `pg_dump --format=custom`. An existing <file> is replaced only with --force.

const USAGE = 'usage: npm run backup -- <file> [--force]';

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
  const started = Date.now();
  const result = await backupDatabase(config.database, args.file, args.force);
  const from = config.database.dialect === 'postgres' ? 'PostgreSQL (pg_dump, custom format)' : `SQLite ${config.database.file}`;
  console.log(`backup of ${from} written to ${result.file}: ${result.bytes} bytes in ${Date.now() - started} ms`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  exitCode = error instanceof BackupError ? 2 : 1;
}
process.exit(exitCode);
