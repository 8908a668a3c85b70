import { BackupError } from '../platform/db/backup';

/** What `npm run backup` and `npm run restore` take: one file and, to replace what is there, --force. */
export interface BackupArgs {
  file: string;
  force: boolean;
}

function parseArgs(argv: string[], usage: string, missing: string): BackupArgs {
  let file: string | undefined;
  let force = false;
  for (const arg of argv) {
    if (arg === '--force') force = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    } else if (arg.startsWith('-')) throw new BackupError(`unknown option ${arg} (${usage})`);
    else if (file === undefined) file = arg;
    else throw new BackupError(`one file only (${usage})`);
  }
  if (file === undefined) throw new BackupError(`${missing} (${usage})`);
  return { file, force };
}

/**
 * Runs a backup or restore command: parses its arguments where the command was typed (npm runs
 * workspace scripts inside apps/server), then exits 0 when `work` resolves true, 1 when it finds
 * the books wrong (false) or fails, 2 on a refusal (BackupError: the message alone).
 */
export async function runBackupCommand(usage: string, missing: string, work: (args: BackupArgs) => Promise<boolean>): Promise<never> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let exitCode = 0;
  try {
    exitCode = (await work(parseArgs(process.argv.slice(2), usage, missing))) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    exitCode = error instanceof BackupError ? 2 : 1;
  }
  process.exit(exitCode);
}
