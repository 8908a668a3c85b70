import { z } from 'zod';

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

export const refusalData = z.union([z.null(), z.object({ field: z.string().optional() }).passthrough()]);
export const refusal = envelope(refusalData);
export type Envelope<T> = { code: number; msg: string; time: number; data: T };

/** An answer that is a whole list, not paged: `{ list }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}
