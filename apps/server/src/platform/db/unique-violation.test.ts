import { describe, expect, it } from 'vitest';
import { uniqueViolationColumn } from './unique-violation';

describe('uniqueViolationColumn', () => {
  it('reads the column from PostgreSQL and SQLite errors', () => {
    expect(uniqueViolationColumn({ code: '23505', detail: 'Key (mobile)=(13900000001) already exists.' })).toBe('mobile');
    expect(uniqueViolationColumn({ code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: users.invite_code' })).toBe(
      'invite_code',
    );
  });
  it('is null for anything else', () => {
    expect(uniqueViolationColumn(new Error('boom'))).toBeNull();
    expect(uniqueViolationColumn({ code: '23503', detail: 'Key (user_id)=(1) is not present' })).toBeNull();
    expect(uniqueViolationColumn({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY', message: 'FOREIGN KEY constraint failed' })).toBeNull();
    expect(uniqueViolationColumn(null)).toBeNull();
  });
});
