import { z } from 'zod';
import { accountEndpoint, noQuery } from './endpoint';
import { envelope } from './envelope';
import { userIndexWithFiguresResponse } from './pledge';

// `GET /api/user/index` sits apart from `accountApi` because its answer extends the userinfo with
// what staking, team, tips and notices add (pledge.ts), and pledge.ts itself builds on account.ts.

/**
 * The member's home figures with `totp_enabled` (the second factor is on: withdrawals need `totp`,
 * totp.ts) and `withdraw_hold_until`: when the security hold after a change of the login or pay
 * password, mobile, email or second factor ends (Unix seconds), or null when withdrawals and
 * transfers are open; `anti_phishing`: the member's anti-phishing code masked (anti-phishing.ts), or
 * null when none is set.
 */
export const userIndexResponse = envelope(
  userIndexWithFiguresResponse.shape.data.extend({
    totp_enabled: z.boolean(),
    withdraw_hold_until: z.number().int().nullable(),
    anti_phishing: z.string().nullable(),
  }),
);

export const userIndexApi = {
  index: accountEndpoint.get({
    path: '/api/user/index',
    summary: 'The signed-in member, with staking, team, unread tips and notices figures',
    query: noQuery,
    response: userIndexResponse,
  }),
};
