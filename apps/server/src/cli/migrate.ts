import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';

const config = loadConfig();
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the schema is up to date');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
