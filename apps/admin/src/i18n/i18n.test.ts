import { settingKeys } from '@mcc/contract/admin';
import { describe, expect, it } from 'vitest';
import { enumValues } from '../lib/format';
import i18n from './i18n';
import en from './locales/en';
import zhHans from './locales/zh-hans';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

function lookup(tree: object, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
}

describe('console languages', () => {
  const source = keys(zhHans);

  it('English has every key of zh-Hans and no other', () => {
    expect(keys(en).sort()).toEqual([...source].sort());
  });

  it('English fills every text zh-Hans fills, with the same placeholders', () => {
    for (const key of source) {
      const original = lookup(zhHans, key);
      const translated = lookup(en, key);
      expect(typeof translated, key).toBe('string');
      if (original !== '') expect(translated, key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(original));
    }
  });

  it('keeps zh-Hans texts Chinese: no English sentence left untranslated', () => {
    const untranslated = source.filter((key) => {
      const text = lookup(zhHans, key);
      return /[a-z]{4,} [a-z]{3,}/i.test(text.replace(/\{\{\w+\}\}/g, '')) && !/[\u4e00-\u9fff]/.test(text);
    });
    expect(untranslated).toEqual([]);
  });

  it('names every coded value the console shows, in every language, and nothing else', () => {
    for (const [name, messages] of Object.entries({ 'zh-Hans': zhHans, en })) {
      const kinds = Object.fromEntries(Object.entries(messages.enums).map(([kind, labels]) => [kind, Object.keys(labels).sort()]));
      const expected = Object.fromEntries(Object.entries(enumValues).map(([kind, values]) => [kind, [...values].sort()]));
      expect(kinds, name).toEqual(expected);
    }
  });

  it('names every setting in every language', () => {
    expect(Object.keys(zhHans.settings.names).sort()).toEqual([...settingKeys].sort());
    expect(Object.keys(en.settings.names).sort()).toEqual([...settingKeys].sort());
  });

  it('shows zh-Hans coded values and setting names in Chinese, never as the code', () => {
    const labels = [...keys(zhHans.enums, 'enums.'), ...keys(zhHans.settings.names, 'settings.names.')];
    const raw = labels.filter((key) => {
      const text = lookup(zhHans, key);
      return !/[\u4e00-\u9fff]/.test(text) || text === key.split('.').pop();
    });
    expect(raw).toEqual([]);
  });

  it('keeps no zh-Hans text that is only the English one copied', () => {
    const copied = source.filter((key) => {
      const text = lookup(zhHans, key);
      return text === lookup(en, key) && /[a-z]{3,}/.test(text.replace(/\{\{\w+\}\}/g, ''));
    });
    expect(copied).toEqual([]);
  });

  it('types every key: one missing from the messages fails type-checking (tsc -p apps/admin)', async () => {
    await i18n.changeLanguage('zh-Hans');
    expect(i18n.t('nav.members')).toBe('会员');
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.members')).toBe('Members');
    // @ts-expect-error: not a key of the zh-Hans messages
    expect(i18n.t('nav.typo')).toBe('nav.typo');
  });
});
