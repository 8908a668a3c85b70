import type { Text } from '../i18n/language';

/**
 * A business or validation refusal: answered with HTTP 200 and `code: 0`, the text in the
 * request's language, and optional data such as `{ field }`.
 */
export class Refusal extends Error {
  constructor(
    readonly text: Text,
    readonly params: Record<string, string | number> = {},
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(text.en);
    this.name = 'Refusal';
  }
}

/** Refuses with a message, naming the field it concerns when there is one. */
export function refuse(text: Text, params: Record<string, string | number> = {}, field?: string): never {
  throw new Refusal(text, params, field ? { field } : null);
}
