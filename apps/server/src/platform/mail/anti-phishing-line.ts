import { maskAntiPhishing } from '@mcc/contract/anti-phishing-rules';
import { type Language, languages, render, type Text } from '../i18n/language';

// The fixed line a member's anti-phishing code is written in, on its own line at the end of every
// SMS and email to them (the account module's stamp decides whose code and when), and its masking
// for the console's view of the demo outbox.

const line: Text = {
  'zh-Hans': '防钓鱼码：{phrase}',
  en: 'Anti-phishing code: {phrase}',
  ja: 'フィッシング対策コード：{phrase}',
  'zh-Hant': '防釣魚碼：{phrase}',
};

/** `text` with the member's phrase on a line of its own at the end, in the message's language. */
export function withAntiPhishingLine(text: string, phrase: string, language: Language): string {
  return `${text}\n${render(line, language, { phrase })}`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The line's lead in every language, then the phrase to the end of the line (a phrase never holds a
// line break or separator: anti-phishing-rules.ts).
const LINE = new RegExp(`^(${languages.map((l) => escapeRegExp(line[l].replace('{phrase}', ''))).join('|')})(.+)$`, 'gm');

/** `text` with the phrase of every anti-phishing line masked, the rest as it was. */
export function maskAntiPhishingLines(text: string): string {
  return text.replace(LINE, (_whole, lead: string, phrase: string) => `${lead}${maskAntiPhishing(phrase)}`);
}
