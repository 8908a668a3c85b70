// The next page of the members' infinite lists, as TanStack Query's `getNextPageParam` asks for it.

/** A list paged by number: the next page while the server says there is more. */
export const nextPage = (last: { has_more: boolean; page: number }) => (last.has_more ? last.page + 1 : undefined);

/** A keyset list: the rows older than the last one shown, while the server says there is more. */
export const nextBefore = (last: { has_more: boolean; next_before: number | null }) =>
  last.has_more && last.next_before !== null ? last.next_before : undefined;
