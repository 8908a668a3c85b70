/** The four languages of every member-facing text, in the order the console asks for them. */
export const languages = [
  { key: 'zh-Hans', label: '简体中文' },
  { key: 'en', label: 'English' },
  { key: 'ja', label: '日本語' },
  { key: 'zh-Hant', label: '繁體中文' },
] as const;

/** The key of one of the content languages. */
export type ContentLanguage = (typeof languages)[number]['key'];

/** A member-facing text not written yet: empty in every language (a new row's name, a blank note). */
export const noTexts: Record<ContentLanguage, string> = { 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' };
