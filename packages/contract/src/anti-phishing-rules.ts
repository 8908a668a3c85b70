// The member's anti-phishing code: a phrase the member picks, written into every SMS and email the
// platform sends them, so a message without it (or with another) is not ours. The rules are pure and
// free of zod, so the members' app checks a phrase with the server's own rules before sending it.

/** Fewest characters (Unicode code points, after trimming) a phrase may have. */
export const ANTI_PHISHING_MIN = 4;
/** Most characters a phrase may have: it shares an SMS with the message. */
export const ANTI_PHISHING_MAX = 20;

/**
 * What a phrase breaks: `empty`; `characters` (control, format, line-separator, private-use or
 * lone-surrogate characters: NUL, tab, line breaks, bidi overrides, zero-width joiners); `length`;
 * `digitsOnly` (all digits would read like the verification code beside it).
 */
export type AntiPhishingProblem = 'empty' | 'characters' | 'length' | 'digitsOnly';

// Cc: C0/C1 controls (NUL, tab, LF, CR); Cf: format (bidi overrides, zero-width); Zl, Zp: line and
// paragraph separators (a phrase stays on its one line); Co: private use.
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DIGITS_ONLY = /^\p{Nd}+$/u;

/** A typed phrase as it is kept: NFC, without spaces around it. */
export function normalizeAntiPhishing(typed: string): string {
  // A lone surrogate is left as it is (normalize keeps it), so the check below still sees it.
  return typed.normalize('NFC').trim();
}

/** The phrase to keep, or what is wrong with it. */
export function checkAntiPhishing(typed: string): { phrase: string } | { problem: AntiPhishingProblem } {
  const phrase = normalizeAntiPhishing(typed);
  if (phrase === '') return { problem: 'empty' };
  if (FORBIDDEN.test(phrase) || LONE_SURROGATE.test(phrase)) return { problem: 'characters' };
  const length = Array.from(phrase).length;
  if (length < ANTI_PHISHING_MIN || length > ANTI_PHISHING_MAX) return { problem: 'length' };
  if (DIGITS_ONLY.test(phrase)) return { problem: 'digitsOnly' };
  return { phrase };
}

/**
 * A phrase as the app and the console show it: its first and last character (two of each from 6
 * characters on) around four stars, whatever its length: enough for the member to recognise it,
 * not enough for anyone looking over a shoulder (or a stolen session) to copy it.
 */
export function maskAntiPhishing(phrase: string): string {
  const chars = Array.from(phrase);
  const keep = chars.length >= 6 ? 2 : 1;
  if (chars.length <= keep * 2) return '****';
  return `${chars.slice(0, keep).join('')}****${chars.slice(-keep).join('')}`;
}
