import { describe, expect, it } from 'vitest';
import { isUniqueViolation, uniqueViolationColumn } from './unique-violation';

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

describe('isUniqueViolation', () => {
  it('tells a unique violation on either dialect from other errors', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
