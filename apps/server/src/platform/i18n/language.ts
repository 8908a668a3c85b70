export const languages = ['zh-Hans', 'en', 'ja', 'zh-Hant'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-Hans';

/** A text in every language the app speaks; `{name}` marks a parameter. */
export type Text = Record<Language, string>;

function match(tag: string): Language | undefined {
  const t = tag.trim().toLowerCase();
  if (!t) return undefined;
  if (t === 'zh-hant' || t.startsWith('zh-tw') || t.startsWith('zh-hk') || t.startsWith('zh-mo') || t.startsWith('zh-hant')) {
    return 'zh-Hant';
  }
  if (t.startsWith('zh')) return 'zh-Hans';
  if (t.startsWith('en')) return 'en';
  if (t.startsWith('ja')) return 'ja';
  return undefined;
}

/** The request's language: the `lang` header first, then Accept-Language in order of preference, else zh-Hans. */
export function pickLanguage(lang: string | undefined, acceptLanguage: string | undefined): Language {
  const direct = lang ? match(lang) : undefined;
  if (direct) return direct;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const weight = q ? Number.parseFloat(q.slice(2)) : 1;
        return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    for (const { tag, weight } of ranked) {
      const found = weight > 0 ? match(tag) : undefined;
      if (found) return found;
    }
  }
  return defaultLanguage;
}

/** Renders a text in a language, filling `{name}` parameters. */
export function render(text: Text, language: Language, params: Record<string, string | number> = {}): string {
  return text[language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
