import { z } from 'zod';
import { adminId, memberActionBody, oneMemberQuery } from './admin';
import { consoleEndpoint } from './endpoint';
import { envelope } from './envelope';
import { unixSeconds } from './scalars';

// Support actions on a member (`/admin/api/user/support/*`). The operator never sees or sets a
// secret: a reset makes the old password stop working and the member sets a new one with a code
// sent to their own mobile or email (the forgot-password and pay-password flows). Each action
// needs a reason, is audited and leaves the member a tip.

export const supportActions = ['reset_password', 'reset_paypwd', 'reset_totp', 'end_sessions', 'unlock_login', 'unlock_paypwd'] as const;
export type SupportAction = (typeof supportActions)[number];

export const supportBody = memberActionBody;

export const supportState = z.object({
  user_id: adminId,
  /** Where the member receives codes: `sms` (mobile), `email`, or null (a wallet-only member). */
  code_channel: z.enum(['sms', 'email']).nullable(),
  /** Signed-in devices: live member tokens. */
  sessions: z.number().int(),
  /** Failed sign-ins counted in the live windows of the member's account names (all client IPs together). */
  login_failures: z.number().int(),
  /** When the last sign-in lock ends (Unix s), null when no pair of account name and IP is locked. */
  login_locked_until: unixSeconds.nullable(),
  pay_password_set: z.boolean(),
  pay_password_failures: z.number().int(),
  /** When the pay-password lock ends (Unix s), null when not locked. */
  pay_password_locked_until: unixSeconds.nullable(),
  /** When the security hold on withdrawals and transfers ends (Unix s), null without one. */
  withdraw_hold_until: unixSeconds.nullable(),
  /** Whether the member's second factor (TOTP) is on. */
  totp_enabled: z.boolean(),
  /** The live sessions, newest first: when each began and was last used (Unix s; 0 before its first use), from where and which browser. */
  session_list: z.array(
    z.object({ id: z.number().int(), created_at: unixSeconds, last_seen_at: unixSeconds, ip: z.string(), user_agent: z.string() }),
  ),
});
export type SupportState = z.infer<typeof supportState>;

const actionResponse = envelope(
  z.object({
    user_id: adminId,
    /** What changed: sessions ended, lock counters cleared (0 when the action has no count). */
    count: z.number().int(),
    state: supportState,
  }),
);

const action = (path: string, summary: string) =>
  consoleEndpoint.post({ path, summary, permission: 'members.support', body: supportBody, response: actionResponse });

export const adminSupportApi = {
  state: consoleEndpoint.get({
    path: '/admin/api/user/support/state',
    summary: "A member's sessions, second factor, sign-in lock and pay-password state, for the support actions",
    permission: 'members.support',
    query: oneMemberQuery,
    response: envelope(supportState),
  }),
  resetPassword: action(
    '/admin/api/user/support/reset_password',
    'Makes the login password stop working and ends the sessions; the member sets a new one with a code (forgot password)',
  ),
  resetPayPassword: action(
    '/admin/api/user/support/reset_paypwd',
    'Clears the pay password; the member sets a new one with a code sent to their own mobile or email',
  ),
  resetTotp: action(
    '/admin/api/user/support/reset_totp',
    "Turns off the member's second factor (secret and recovery codes removed) and starts the security hold; the member signs in with the password alone",
  ),
  endSessions: action('/admin/api/user/support/end_sessions', "Ends every session of the member (tokens and 'stay signed in')"),
  unlockLogin: action('/admin/api/user/support/unlock_login', "Clears the failed sign-in counters of the member's account names"),
  unlockPayPassword: action('/admin/api/user/support/unlock_paypwd', 'Lifts the pay-password lock and clears the wrong tries'),
};
