/**
 * The window of a list read newest first by keyset, from its query: page `page`, or the rows older
 * than `before` (the `next_before` of the page before) when it is given.
 */
export function keysetWindow(query: { page: number; before?: number }): { page: number; before?: bigint } {
  return { page: query.page, before: query.before === undefined ? undefined : BigInt(query.before) };
}
