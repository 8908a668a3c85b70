import { describe, expect, it } from 'vitest';
import { duplicateKeyAt } from './request-guards';

describe('duplicateKeyAt', () => {
  it('names a key that appears twice in one object, at any depth', () => {
    expect(duplicateKeyAt('{"a":1,"a":2}')).toBe('a');
    expect(duplicateKeyAt('{"a":{"b":1,"c":2,"b":3}}')).toBe('a.b');
    expect(duplicateKeyAt('{"list":[{"x":1},{"x":1,"x":2}]}')).toBe('list.1.x');
  });
  it('lets the same key in different objects and plain values through', () => {
    expect(duplicateKeyAt('{"a":{"x":1},"b":{"x":1}}')).toBeUndefined();
    expect(duplicateKeyAt('[{"x":1},{"x":2}]')).toBeUndefined();
    expect(duplicateKeyAt('"text"')).toBeUndefined();
    expect(duplicateKeyAt('not json')).toBeUndefined();
  });
});
