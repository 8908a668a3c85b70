import type { Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en';
import zhHans from '../../apps/web/src/i18n/locales/zh-hans';

// The members' app's own texts for the journeys that run in more than one language: a journey reads
// `t.totp.off` from the app's locale files, so it follows the app's wording in each language.

export type MemberLanguage = 'zh-Hans' | 'en';
export const memberLanguages: readonly MemberLanguage[] = ['zh-Hans', 'en'];
export const memberTexts = { 'zh-Hans': zhHans, en } as const;

/** Opens every page of this browser tab in `language`, as the member's choice stored by the app. */
export async function useMemberLanguage(page: Page, language: MemberLanguage): Promise<void> {
  await page.addInitScript(`localStorage.setItem('lang', ${JSON.stringify(language)})`);
}

/** A screenshot's name in a journey run in each language: as given in zh-Hans, with `-en` after it in English. */
export function shotName(name: string, language: MemberLanguage): string {
  return language === 'en' ? `${name}-en` : name;
}

/** Fills `{{name}}` placeholders of an app text, as the app does. */
export function fillText(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** A pattern for an app text whose placeholders are given as patterns (the rest matched literally). */
export function textPattern(text: string, params: Record<string, string>): RegExp {
  const parts = text.split(/\{\{(\w+)\}\}/);
  return new RegExp(parts.map((part, i) => (i % 2 === 1 ? (params[part] ?? '.+') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join(''));
}
