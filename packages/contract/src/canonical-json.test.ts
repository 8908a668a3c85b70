import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonical JSON', () => {
  it('fingerprints a body whatever the order of its fields', () => {
    expect(canonicalJson({ b: '1', a: { y: 2, x: [1, '2'] } })).toBe(canonicalJson({ a: { x: [1, '2'], y: 2 }, b: '1' }));
    expect(canonicalJson({ a: '1' })).not.toBe(canonicalJson({ a: '2' }));
    expect(canonicalJson({ a: '1', b: undefined })).toBe(canonicalJson({ a: '1' }));
  });

  it('writes the same text for the same values, as JSON', () => {
    expect(canonicalJson({ z: null, a: [true, 1, 'x'] })).toBe('{"a":[true,1,"x"],"z":null}');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
  });
});
