import { describe, expect, it } from 'vitest';
import { queryInt } from './query-int';
import { isSafeText, unsafeTextAt } from './safe-text';

describe('safe text', () => {
  it('refuses control characters but tab, LF and CR, and lone surrogates', () => {
    for (const bad of ['\u0000', 'a\u0007', '\u001b[0m', '\u007f', '\u0085', '\u009f', '\ud800', 'x\udc00', '\udbff\ud800']) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'plain', 'tab\there', 'line\nbreak\r\n', '中文', 'emoji 😀', '\u00a0nbsp', '\u2028']) {
      expect(isSafeText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('names the first unsafe string at any depth, keys included', () => {
    expect(unsafeTextAt({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(unsafeTextAt({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(unsafeTextAt('\u0000')).toBe('');
    expect(unsafeTextAt({ a: 1, b: null, c: [true] })).toBeUndefined();
    expect(unsafeTextAt({ a: ['x', { 'b\u0007': 'ok' }], c: '\u0000' }, 'body')).toBe('body.a.1.b\u0007');
  });

  it('judges a value nested 100,000 deep without running out of stack', () => {
    const depth = 100_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(unsafeTextAt(deep)?.split('.')).toHaveLength(depth);
    expect(unsafeTextAt(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeUndefined();
  });
});

describe('queryInt', () => {
  const id = queryInt(1, 1000);
  it('takes plain decimal digits or a number', () => {
    expect(id.parse('20')).toBe(20);
    expect(id.parse('007')).toBe(7);
    expect(id.parse(5)).toBe(5);
  });
  it('refuses signs, spaces, exponents, hex, fractions and out-of-range values', () => {
    for (const bad of ['0x14', '1e3', ' 1', '1 ', '+1', '-1', '1.0', '', '0', '1001', 1.5]) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
