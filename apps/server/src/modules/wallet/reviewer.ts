import type { OperatorSession } from '../../platform/auth/operator-sessions';

/** The operator acting in the console, and from where: every review is audit-logged with both. */
export interface Reviewer {
  operator: OperatorSession;
  ip: string;
}

/** True when a database error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
