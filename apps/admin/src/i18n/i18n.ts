import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en';
import zhHans from './locales/zh-hans';

// The console speaks zh-Hans (the default) and English. Both are small and bundled; the operator's
// choice is remembered in this browser and sent to the server as the `lang` header, so the
// server's refusals arrive in the same language as the page.

export const LANGUAGES = ['zh-Hans', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-Hans';

/** The language's own name, shown in the switch whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-Hans': '简体中文', en: 'English' };

// Its own key: the members' app on the same origin keeps its language under `lang`.
const LANGUAGE_KEY = 'mcc-console-lang';

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
  lng: typeof localStorage === 'undefined' ? DEFAULT_LANGUAGE : savedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  resources: { 'zh-Hans': { translation: zhHans }, en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The page's language and title follow the console's language (screen readers read `lang`). */
function applyToDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18next.t('shell.brand');
}
applyToDocument(i18next.language);
i18next.on('languageChanged', applyToDocument);

/** Switches the console's language and remembers it in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** `t` outside React (the request layer, helpers); components use `useTranslation()`. */
export const t = i18next.t.bind(i18next);

export default i18next;
