/**
 * The column a unique-constraint violation is about, on either dialect, or null when the error is
 * something else. PostgreSQL says `Key (mobile)=(...) already exists.`; SQLite says
 * `UNIQUE constraint failed: users.mobile`.
 */
export function uniqueViolationColumn(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; detail?: unknown; message?: unknown };
  if (e.code === '23505' && typeof e.detail === 'string') return /Key \(([^)]+)\)/.exec(e.detail)?.[1] ?? '';
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT') && typeof e.message === 'string') {
    const match = /UNIQUE constraint failed: \w+\.(\w+)/.exec(e.message);
    if (match) return match[1] ?? '';
  }
  return null;
}

/** True when a database error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
