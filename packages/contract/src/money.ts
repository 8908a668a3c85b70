import { z } from 'zod';

/** An amount on the wire: a plain decimal string such as "12.50". */
export const moneyString = z.string().regex(/^-?\d{1,18}(\.\d{1,18})?$/, 'amount');

/** An amount a member types: digits, an optional dot and fraction; checked against the asset's scale by the server. */
export const amountInput = z.string().trim().min(1).max(40);
