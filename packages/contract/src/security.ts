import { z } from 'zod';
import { passwordField } from './account';
import { accountEndpoint, noQuery } from './endpoint';
import { envelope, listOf, nullResponse } from './envelope';

// The member's account security: a new login password with the current one, and the list of the
// member's sessions (each sign-in), any of which the member may end.

export const changePasswordBody = z.strictObject({
  oldpassword: z.string().min(1).max(64),
  newpassword: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const memberSessionView = z.object({
  id: z.number().int(),
  /** The session this request came with. */
  current: z.boolean(),
  /** Unix seconds. */
  created_at: z.number().int(),
  /** Unix seconds; written at most once a minute. */
  last_seen_at: z.number().int(),
  ip: z.string(),
  /** As the browser sent it at sign-in ('' when it sent none). */
  user_agent: z.string(),
});
export type MemberSessionView = z.infer<typeof memberSessionView>;
export const memberSessionsData = listOf(memberSessionView);

/** Exactly one of the two: `id` (one of my sessions) or `all_others: true`. */
export const endSessionsBody = z.strictObject({
  id: z.number().int().min(1).optional(),
  all_others: z.literal(true).optional(),
});
export type EndSessionsBody = z.infer<typeof endSessionsBody>;

export const securityApi = {
  changePassword: accountEndpoint.post({
    path: '/api/user/changepwd',
    summary: "Change the login password with the current one; the member's other sessions end, withdrawals wait security_hold_hours",
    body: changePasswordBody,
    response: nullResponse,
  }),
  sessions: accountEndpoint.get({
    path: '/api/user/sessions',
    summary: "The member's live sessions, the current one marked",
    query: noQuery,
    response: envelope(memberSessionsData),
  }),
  endSessions: accountEndpoint.post({
    path: '/api/user/sessions/end',
    summary: 'End one of my sessions (id) or all but this one (all_others: true); their tokens get 401 at once',
    body: endSessionsBody,
    response: nullResponse,
  }),
};
