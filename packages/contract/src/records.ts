import { z } from 'zod';
import { envelope } from './envelope';
import { queryInt } from './query-int';
import { recordId, recordIdQuery } from './scalars';

// Lists of records, paged by number or by keyset, and the calls about one record. Only the pages
// after sign-in read them, so they live apart from envelope.ts and endpoint.ts, which the login
// page's scripts carry.

/** The query of a GET that reads one record: `?id=N`. */
export const idQuery = z.strictObject({ id: recordIdQuery });

/** The answer of a call that made, saved or removed one record: `data` names it, `{ id }`. */
export const idResponse = envelope(z.object({ id: recordId }));

/** A paged list: `?page=N` → `{ list, total, page, limit, has_more }`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    has_more: z.boolean(),
  });
}

/**
 * A paged list a member scrolls: `paged` with `next_before`, the `before` of the next page while
 * `has_more`, else null. Read by `before`, `total` is counted up to 1,000 rows (a floor past that).
 */
export function keysetPaged<T extends z.ZodType>(item: T) {
  return paged(item).extend({ next_before: recordId.nullable() });
}

/**
 * `?before=<id>`: only rows older than this id (the `next_before` of the page before), a keyset page
 * read from the index at the same cost however deep. Wins over `page`.
 */
export const beforeQuery = recordIdQuery.optional();

/** `?page=N`: the page of a list paged by number, the first when absent. */
export const pageParam = queryInt(1, 100000).default(1);

export const pageQuery = z.strictObject({
  page: pageParam,
});

/**
 * `page` then `before` (`beforeQuery`): the paging of a keyset list whose own filters follow them,
 * spread first into its query.
 */
export const keysetParams = { page: pageParam, before: beforeQuery };

/**
 * The query of a list paged by keyset: `page` (an old link's page number), the list's own filters,
 * then `before` (`beforeQuery`).
 */
export function keysetQuery<F extends z.ZodRawShape = Record<never, never>>(filters?: F) {
  return z.strictObject({ page: pageParam, ...(filters ?? ({} as F)), before: beforeQuery });
}

/** A console list of members' records by keyset: `keysetQuery` filtered by status and by one member (`user_id`). */
export function memberRecordsQuery<S extends z.ZodType>(status: S) {
  return keysetQuery({ status: status.optional(), user_id: recordIdQuery.optional() });
}
