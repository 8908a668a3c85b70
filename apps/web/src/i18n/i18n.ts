import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhHansStart from './locales/zh-hans-start';
import type { Messages } from './messages';

export const LANGUAGES = ['zh-Hans', 'en', 'ja', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-Hans';

/** The language's own name, shown in the switcher whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-Hans': '简体中文', en: 'English', ja: '日本語', 'zh-Hant': '繁體中文' };

// Stored as a plain string, which the {type, data} storage wrapper keeps as it is.
const LANGUAGE_KEY = 'lang';

// zh-Hans is the default and fallback: the part the first page needs (the shell, the signed-out
// pages) ships with it, the signed-in pages' part loads with the first of them (loadMemberTexts);
// the other languages load whole, on demand.
const loaders: Record<Exclude<Language, 'zh-Hans'>, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en'),
  ja: () => import('./locales/ja'),
  'zh-Hant': () => import('./locales/zh-hant'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function savedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  // A copy: the signed-in pages' part is merged into it when it loads.
  resources: { [DEFAULT_LANGUAGE]: { translation: { ...zhHansStart } } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

let memberTexts: Promise<void> | null = null;

/** The signed-in pages' zh-Hans texts (every language's fallback): loaded once, before such a page draws. */
export function loadMemberTexts(): Promise<void> {
  memberTexts ??= import('./locales/zh-hans-member').then(
    ({ default: texts }) => {
      i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, false);
    },
    (error: unknown) => {
      memberTexts = null; // the page loader's retry tries again
      throw error;
    },
  );
  return memberTexts;
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'zh-Hans' || i18next.hasResourceBundle(language, 'translation')) return;
  const messages = (await loaders[language]()).default;
  i18next.addResourceBundle(language, 'translation', messages, true, true);
}

/** Switches the UI language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

/** Applies the remembered language at start. */
export async function restoreLanguage(): Promise<void> {
  const language = savedLanguage();
  if (language !== DEFAULT_LANGUAGE) await changeLanguage(language).catch(() => undefined);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export default i18next;
