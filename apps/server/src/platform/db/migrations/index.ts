import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';

/** Every migration in order. A new one is appended here with the next number; a released one is never edited. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};
