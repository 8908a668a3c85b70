import { z } from 'zod';
import { queryInt } from './query-int';
import { recordId, recordIdQuery } from './scalars';

/** Result codes of the FastAdmin envelope. */
export const ResultCode = { ok: 1, refused: 0, unauthorized: 401 } as const;

/** The envelope every `/api` and `/admin/api` response body is wrapped in. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    time: z.number().int(),
    data,
  });
}

/** The answer of a call that has nothing to say but done: `data` is null. */
export const nullResponse = envelope(z.null());

/** The answer of a call that made, saved or removed one record: `data` names it, `{ id }`. */
export const idResponse = envelope(z.object({ id: recordId }));

export const refusalData = z.union([z.null(), z.object({ field: z.string().optional() }).passthrough()]);
export const refusal = envelope(refusalData);
export type Envelope<T> = { code: number; msg: string; time: number; data: T };

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

/** An answer that is a whole list, not paged: `{ list }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}
