import { describe, expect, it } from 'vitest';
import { ANTI_PHISHING_MAX, ANTI_PHISHING_MIN, checkAntiPhishing, maskAntiPhishing } from './anti-phishing-rules';

describe('the anti-phishing code rules', () => {
  it(`takes ${ANTI_PHISHING_MIN} to ${ANTI_PHISHING_MAX} characters of any script, trimmed and in NFC`, () => {
    expect(checkAntiPhishing('blue')).toEqual({ phrase: 'blue' });
    expect(checkAntiPhishing('  Blue Heron 42 ')).toEqual({ phrase: 'Blue Heron 42' });
    expect(checkAntiPhishing('蓝色海鸥')).toEqual({ phrase: '蓝色海鸥' });
    expect(checkAntiPhishing('a'.repeat(ANTI_PHISHING_MAX))).toEqual({ phrase: 'a'.repeat(ANTI_PHISHING_MAX) });
    // Counted in characters, not UTF-16 units: four emoji are four characters.
    expect(checkAntiPhishing('😀😀😀😀')).toEqual({ phrase: '😀😀😀😀' });
    // Decomposed é (e + combining accent) is kept composed.
    expect(checkAntiPhishing('cafe\u0301')).toEqual({ phrase: 'caf\u00e9' });
    expect(checkAntiPhishing('ab12')).toEqual({ phrase: 'ab12' });
  });

  it('refuses too short, too long and empty phrases', () => {
    expect(checkAntiPhishing('')).toEqual({ problem: 'empty' });
    expect(checkAntiPhishing('   \u3000 ')).toEqual({ problem: 'empty' });
    expect(checkAntiPhishing('abc')).toEqual({ problem: 'length' });
    expect(checkAntiPhishing('😀😀😀')).toEqual({ problem: 'length' });
    expect(checkAntiPhishing('a'.repeat(ANTI_PHISHING_MAX + 1))).toEqual({ problem: 'length' });
  });

  it('refuses NUL, controls, line breaks, bidi and zero-width characters, separators, private use and lone surrogates', () => {
    for (const bad of [
      'ab\u0000cd',
      'ab\tcd',
      'ab\ncd',
      'ab\rcd',
      'ab\u0085cd',
      'ab\u007fcd',
      'ab\u202ecd',
      'ab\u200bcd',
      'ab\u200dcd',
      'ab\ufeffcd',
      'ab\u2028cd',
      'ab\u2029cd',
      'ab\ue000cd',
      'ab\ud800cd',
      'abcd\udc00',
    ]) {
      expect(checkAntiPhishing(bad), JSON.stringify(bad)).toEqual({ problem: 'characters' });
    }
  });

  it('refuses digits only, which would read like the code beside it', () => {
    expect(checkAntiPhishing('123456')).toEqual({ problem: 'digitsOnly' });
    expect(checkAntiPhishing('１２３４')).toEqual({ problem: 'digitsOnly' });
    expect(checkAntiPhishing('1234a')).toEqual({ phrase: '1234a' });
  });

  it('masks a phrase to its ends around four stars', () => {
    expect(maskAntiPhishing('blue')).toBe('b****e');
    expect(maskAntiPhishing('heron')).toBe('h****n');
    expect(maskAntiPhishing('Blue Heron 42')).toBe('Bl****42');
    expect(maskAntiPhishing('蓝色海鸥')).toBe('蓝****鸥');
    expect(maskAntiPhishing('😀ab😀')).toBe('😀****😀');
    expect(maskAntiPhishing('ab')).toBe('****');
  });
});
