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
 * Walks with a stack of its own, not by recursion: a body nested thousands deep is judged, not a
 * stack overflow.
 */
export function unsafeTextAt(value: unknown, where = ''): string | undefined {
  interface Step {
    value: unknown;
    key: string;
    parent: Step | undefined;
  }
  const pathOf = (step: Step): string => {
    const keys: string[] = [];
    for (let at: Step | undefined = step; at; at = at.parent) if (at.key !== '') keys.push(at.key);
    return keys.reverse().join('.');
  };
  const stack: Step[] = [{ value, key: where, parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    if (step.parent && !isSafeText(step.key)) return pathOf(step);
    const item = step.value;
    if (typeof item === 'string') {
      if (!isSafeText(item)) return pathOf(step);
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const entries: Array<[string, unknown]> = Array.isArray(item) ? item.map((v, i) => [String(i), v]) : Object.entries(item);
    // Pushed last to first, so the first entry is judged first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i] as [string, unknown];
      stack.push({ value: inner, key, parent: step });
    }
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
