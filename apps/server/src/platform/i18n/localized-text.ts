import { type Language, languages, type Text } from './language';

/** Reads a stored `Text` (JSON of one string per language); a missing language reads as empty. */
export function parseText(json: string): Text {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = {};
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(languages.map((lang) => [lang, typeof record[lang] === 'string' ? record[lang] : ''])) as Text;
}

export function stringifyText(text: Text): string {
  return JSON.stringify(Object.fromEntries(languages.map((lang) => [lang, text[lang]])));
}

/** The text in `language`; when the operator left that language empty, zh-Hans, then English, then any. */
export function pickText(text: Text, language: Language): string {
  if (text[language]) return text[language];
  for (const fallback of ['zh-Hans', 'en', 'zh-Hant', 'ja'] as const) if (text[fallback]) return text[fallback];
  return '';
}

/** The first line of a text, cut to `max` characters with an ellipsis. */
export function summarize(text: string, max = 80): string {
  const line =
    text
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line;
}
