import type { Text } from '../platform/i18n/language';

/** A text in every language, given in the catalogues' order: simplified Chinese, English, Japanese, traditional Chinese. */
export function t(zhHans: string, en: string, ja: string, zhHant: string): Text {
  return { 'zh-Hans': zhHans, en, ja, 'zh-Hant': zhHant };
}
