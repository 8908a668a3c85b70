import { z } from 'zod';

/** An amount on the wire: a plain decimal string such as "12.50". */
export const moneyString = z.string().regex(/^-?\d{1,18}(\.\d{1,18})?$/, 'amount');

/**
 * An amount a member types: digits, an optional dot and fraction; checked against the asset's scale
 * by the server. Spaces are refused, not trimmed: the client sends the amount it showed.
 */
export const amountInput = z.string().min(1).max(40).regex(/^\S+$/, 'amount');

/** The member's pay password, as the body of a call that moves their money carries it. */
export const payPassword = z.string().max(64);

/** With the member's second factor on: a code from the authenticator app (or a recovery code) as well. */
export const secondFactorField = z.string().trim().max(32).optional();
