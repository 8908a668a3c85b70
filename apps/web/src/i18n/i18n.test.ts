import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import en from './locales/en';
import ja from './locales/ja';
import zhHans from './locales/zh-hans';
import zhHansMember from './locales/zh-hans-member';
import zhHansStart from './locales/zh-hans-start';
import zhHant from './locales/zh-hant';
import type { Messages } from './messages';

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

const locales: Record<string, Messages> = { en, ja, 'zh-Hant': zhHant };

describe('languages', () => {
  const source = keys(zhHans);

  it('splits zh-Hans into the first page part and the signed-in pages part, each section in one', () => {
    const start = Object.keys(zhHansStart);
    const member = Object.keys(zhHansMember);
    expect(start.filter((section) => member.includes(section))).toEqual([]);
    expect([...start, ...member].sort()).toEqual(Object.keys(zhHans).sort());
    expect(start).toEqual(expect.arrayContaining(['runtime', 'route', 'common', 'money', 'account', 'about']));
  });

  it.each(Object.keys(locales))('%s has every key of zh-Hans and no other', (name) => {
    expect(keys(locales[name]!).sort()).toEqual([...source].sort());
  });

  it.each(Object.keys(locales))('%s fills every text zh-Hans fills, with the same placeholders', (name) => {
    for (const key of source) {
      const original = lookup(zhHans, key);
      const translated = lookup(locales[name]!, key);
      expect(typeof translated, key).toBe('string');
      if (original !== '') expect(translated, key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(original));
    }
  });

  it('keeps the seed texts in zh-Hans', () => {
    expect(zhHans.runtime).toMatchObject({
      loading: '加载中',
      submitting: '提交数据',
      requestError: '数据请求错误!',
      copied: '复制成功',
      copyUnsupported: '不支持复制',
      getCode: '获取验证码',
      resendIn: '{{seconds}}秒重新获取',
      resend: '重新获取',
    });
  });

  it('types every key: one missing from the messages fails type-checking (tsc -p apps/web)', () => {
    expect(i18n.t('wallet.available')).toBe('可用');
    // @ts-expect-error: not a key of the zh-Hans messages
    expect(i18n.t('wallet.typo')).toBe('wallet.typo');
  });
});
