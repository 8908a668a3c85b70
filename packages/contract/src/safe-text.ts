import { z } from 'zod';

// Text the API accepts: any Unicode except control characters (C0 other than tab, line feed and
// carriage return; DEL; C1) and lone surrogates. A NUL cannot be stored by PostgreSQL and the others
// have no place in a name, an address or a reason; refusing them on the way in keeps both databases
// holding the same text.

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` has no control character (but tab, LF, CR) and no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * The path ("to", "items.0.name") of the first string in `value` (keys included) that is not safe
 * text, or undefined when every string is. `where` names the value itself (a query or body).
 */
export function unsafeTextAt(value: unknown, where = ''): string | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : where;
  if (value === null || typeof value !== 'object') return undefined;
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, item] of entries) {
    const path = where ? `${where}.${key}` : key;
    if (!isSafeText(key)) return path;
    const found = unsafeTextAt(item, path);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A zod check refusing unsafe text anywhere in a query or body (issue path: the offending field). */
export function safeTextCheck(value: unknown, ctx: z.RefinementCtx): void {
  const at = unsafeTextAt(value);
  if (at === undefined) return;
  ctx.addIssue({ code: 'custom', message: 'unsafe_text', path: at ? at.split('.') : [], input: value });
}

/** A string of safe text. */
export const safeString = () => z.string().refine(isSafeText, { message: 'unsafe_text' });
