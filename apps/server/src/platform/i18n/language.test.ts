import { describe, expect, it } from 'vitest';
import { pickLanguage, render } from './language';

describe('pickLanguage', () => {
  it.each([
    [undefined, undefined, 'zh-Hans'],
    ['en', 'ja', 'en'],
    ['zh-TW', undefined, 'zh-Hant'],
    ['zh-Hant', undefined, 'zh-Hant'],
    ['zh-CN', undefined, 'zh-Hans'],
    ['xx', 'ja-JP,en;q=0.8', 'ja'],
    [undefined, 'fr-FR, en;q=0.5, ja;q=0.9', 'ja'],
    [undefined, 'fr, de', 'zh-Hans'],
    [undefined, 'en;q=0, ja;q=0.1', 'ja'],
    [undefined, 'zh-HK', 'zh-Hant'],
  ])('lang %s, Accept-Language %s → %s', (lang, accept, expected) => {
    expect(pickLanguage(lang, accept)).toBe(expected);
  });
});

describe('render', () => {
  const text = { 'zh-Hans': '请 {seconds} 秒后', en: 'in {seconds} s', ja: '{seconds} 秒後', 'zh-Hant': '請 {seconds} 秒後' };
  it('fills parameters and leaves unknown ones visible', () => {
    expect(render(text, 'en', { seconds: 30 })).toBe('in 30 s');
    expect(render(text, 'ja')).toBe('{seconds} 秒後');
  });
});
