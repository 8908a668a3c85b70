import { describe, expect, it } from 'vitest';
import { parseText, pickText, stringifyText, summarize } from './localized-text';

describe('texts in four languages', () => {
  it('round-trips and tolerates damaged JSON', () => {
    const text = { 'zh-Hans': '公告', en: 'Notice', ja: 'お知らせ', 'zh-Hant': '公告' };
    expect(parseText(stringifyText(text))).toEqual(text);
    expect(parseText('not json')).toEqual({ 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' });
    expect(parseText('{"en":"x","ja":3}')).toEqual({ 'zh-Hans': '', en: 'x', ja: '', 'zh-Hant': '' });
  });

  it('falls back to zh-Hans, then English, when a language is empty', () => {
    expect(pickText({ 'zh-Hans': '中', en: 'En', ja: '', 'zh-Hant': '' }, 'ja')).toBe('中');
    expect(pickText({ 'zh-Hans': '', en: 'En', ja: '', 'zh-Hant': '' }, 'zh-Hant')).toBe('En');
    expect(pickText({ 'zh-Hans': '中', en: 'En', ja: '日', 'zh-Hant': '' }, 'ja')).toBe('日');
    expect(pickText({ 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' }, 'en')).toBe('');
  });

  it('summarises the first non-empty line', () => {
    expect(summarize('\n  First line \nsecond')).toBe('First line');
    expect(summarize('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(summarize('维护公告维护公告', 5)).toBe('维护公告…');
  });
});
