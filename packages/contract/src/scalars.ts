import { z } from 'zod';
import { queryInt } from './query-int';

// The scalars every area's schemas share: a record's id, in a body or answer and in a query
// string, an asset's code, and a moment in Unix seconds.

/** A record id on the wire (ids stay far below 2^53). */
export const recordId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A record id in a query string (`?id=12`). */
export const recordIdQuery = queryInt(1, Number.MAX_SAFE_INTEGER);

/** An asset code such as `USDT` or `MCC`; the server checks it names a known asset. */
export const assetCode = z.string().regex(/^[A-Z][A-Z0-9]{1,11}$/);

/** A moment as Unix seconds. */
export const unixSeconds = z.number().int();

/** A moment in a query string, Unix seconds up to the last second of year 9999. */
export const unixSecondsQuery = queryInt(0, 253_402_300_799);
