import { describe, expect, it } from 'vitest';
import { parsePageQuery, recordId } from './page-query';

describe('a record id in the query', () => {
  it('is a number of 1 to 15 digits above 0', () => {
    expect(recordId('42')).toBe(42);
    expect(recordId('000000000000007')).toBe(7);
    expect(recordId(null)).toBeNull();
    expect(recordId('0')).toBeNull();
    expect(recordId('-3')).toBeNull();
    expect(recordId('4.2')).toBeNull();
    expect(recordId('1234567890123456')).toBeNull();
    expect(recordId('12a')).toBeNull();
  });

  it('stands beside the raw id', () => {
    const query = parsePageQuery(new URLSearchParams('id=9&page=2'));
    expect(query.id).toBe('9');
    expect(query.recordId).toBe(9);
    expect(query.page).toBe(2);
    expect(parsePageQuery(new URLSearchParams('id=x')).recordId).toBeNull();
  });
});
