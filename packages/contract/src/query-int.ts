import { z } from 'zod';

/**
 * An integer in a query string: plain decimal digits only (no sign, spaces, exponent or `0x`), or
 * a number when a client builds the query from one. Ids, pages and limits all read this way.
 */
export function queryInt(min: number, max: number) {
  return z
    .union([z.number(), z.string().regex(/^[0-9]{1,16}$/)])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}
