import { z } from 'zod';
import { accountEndpoint, accountSignInEndpoint, getEndpoint, noQuery } from './endpoint';
import { envelope, listOf, nullResponse } from './envelope';

// Accounts and security: verification codes, register, login, refresh, wallet sign-in, profile,
// pay password, upload and the demo outbox. Field rules here are the server's rules; a client may
// reuse them to check a form before sending it.

/** Mainland mobile number. */
export const mobileField = z.string().regex(/^1[3-9]\d{9}$/);
export const emailField = z.email().max(254);
/** A verification code: six digits. */
export const codeField = z.string().regex(/^\d{6}$/);
export const passwordField = z.string().min(8).max(64);
/** The pay password: six digits. */
export const payPasswordField = z.string().regex(/^\d{6}$/);
export const inviteCodeField = z.string().trim().max(16);
/** An EVM address, 0x and 40 hex digits (any case). */
export const walletAddressField = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** Seconds a member waits before asking for another code for the same target and event. */
export const CODE_RESEND_SECONDS = 60;

export const codeEvents = ['register', 'resetpwd', 'changemobile', 'changeemail', 'paypwd', 'withdraw'] as const;
export const codeEvent = z.enum(codeEvents);
export type CodeEvent = z.infer<typeof codeEvent>;
/** Events that need the header `token`; the rest are public. */
export const memberCodeEvents: readonly CodeEvent[] = ['changemobile', 'changeemail', 'paypwd', 'withdraw'];

export const smsSendBody = z.strictObject({ mobile: mobileField, event: codeEvent });
export const emsSendBody = z.strictObject({ email: emailField, event: codeEvent });
export type SmsSendBody = z.infer<typeof smsSendBody>;
export type EmsSendBody = z.infer<typeof emsSendBody>;

export const userinfo = z.object({
  id: z.number().int(),
  uid: z.string(),
  nickname: z.string(),
  /** The member's own mobile, unmasked; '' when none. */
  mobile: z.string(),
  email: z.string(),
  /** A URL path such as /uploads/202611/ab12.png, or ''. */
  avatar: z.string(),
  bio: z.string(),
  invite_code: z.string(),
  inviter: z.object({ uid: z.string(), nickname: z.string() }).nullable(),
  wallet_address: z.string().nullable(),
  has_paypwd: z.boolean(),
  /** Unix seconds. */
  created_at: z.number().int(),
  token: z.string(),
  /** Seconds the token has left. */
  expires_in: z.number().int(),
});
export type Userinfo = z.infer<typeof userinfo>;
export const userinfoData = z.object({ userinfo });
export const userinfoResponse = envelope(userinfoData);

/** Exactly one of `mobile` and `email` is given (checked by the server). */
export const registerBody = z.strictObject({
  mobile: mobileField.optional(),
  email: emailField.optional(),
  code: codeField,
  password: passwordField,
  invite_code: inviteCodeField.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({
  /** Mobile, email or UID. */
  account: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
  /** Also sets the HttpOnly cookie `mcc_refresh` (path /api/user/refresh, 30 days). */
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;
/** `{ userinfo }`, or with the second factor on `{ totp_required: true, ticket }` for `POST /api/user/login/totp` (totp.ts). */
export const loginData = z.union([userinfoData, z.object({ totp_required: z.literal(true), ticket: z.string() })]);
export type LoginData = z.infer<typeof loginData>;

export const resetpwdBody = z.strictObject({
  type: z.enum(['mobile', 'email']),
  mobile: mobileField.optional(),
  email: emailField.optional(),
  code: codeField,
  newpassword: passwordField,
});
export type ResetpwdBody = z.infer<typeof resetpwdBody>;

export const setPayPwdBody = z.strictObject({ paypwd: payPasswordField, code: codeField });
export type SetPayPwdBody = z.infer<typeof setPayPwdBody>;

/**
 * A new mobile (or email) for the signed-in member: a `changemobile` (`changeemail`) code sent to the
 * new one, and the member's login password, so a session left open is not enough to take the account.
 */
export const changeMobileBody = z.strictObject({ mobile: mobileField, code: codeField, password: loginBody.shape.password });
export const changeEmailBody = z.strictObject({ email: emailField, code: codeField, password: loginBody.shape.password });
export type ChangeMobileBody = z.infer<typeof changeMobileBody>;
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

export const NICKNAME_MAX = 30;
export const BIO_MAX = 200;
export const profileBody = z.strictObject({
  nickname: z.string().trim().min(1).max(NICKNAME_MAX).optional(),
  /** A `url` returned by /api/common/upload for this member, or '' to clear. */
  avatar: z.string().max(500).optional(),
  bio: z.string().trim().max(BIO_MAX).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const userIndexData = z.object({ userinfo });
export const userIndexResponse = envelope(userIndexData);

export const tpNonceBody = z.strictObject({ address: walletAddressField, chain_id: z.number().int().min(1) });
export type TpNonceBody = z.infer<typeof tpNonceBody>;
/** `message` is a complete EIP-4361 message for the wallet to sign with personal_sign. */
export const tpNonceData = z.object({ message: z.string() });
export const tpNonceResponse = envelope(tpNonceData);

export const tpLoginBody = z.strictObject({
  message: z.string().min(1).max(4000),
  signature: z
    .string()
    .max(4000)
    .regex(/^0x[0-9a-fA-F]{130,}$/),
});
export type TpLoginBody = z.infer<typeof tpLoginBody>;
/** Linked wallet → `{ userinfo }`; otherwise `{ userinfo: null, ticket, address }` for tpRegister (15 min, single use). */
export const tpLoginData = z.union([userinfoData, z.object({ userinfo: z.null(), ticket: z.string(), address: z.string() })]);
export type TpLoginData = z.infer<typeof tpLoginData>;
export const tpLoginResponse = envelope(tpLoginData);

/** The ticket of tpLogin, then what a registration takes. */
export const tpRegisterBody = z.strictObject({ ticket: z.string().min(1).max(200), ...registerBody.shape });
export type TpRegisterBody = z.infer<typeof tpRegisterBody>;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const uploadData = z.object({ url: z.string(), fullurl: z.string() });
export type UploadData = z.infer<typeof uploadData>;
export const uploadResponse = envelope(uploadData);

export const outboxQuery = z.strictObject({ to: z.string().trim().min(1).max(254) });
export const outboxItem = z.object({
  to: z.string(),
  event: z.string(),
  /** '' for a notice that carries no code (such as "this address is already registered"). */
  code: z.string(),
  text: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type OutboxItem = z.infer<typeof outboxItem>;
export const outboxData = listOf(outboxItem);
export const outboxResponse = envelope(outboxData);

/**
 * The accounts calls. Signing in, registering, password recovery and sending a code are public (a
 * code for a member event still needs the header `token`, checked by the server); the rest need a
 * member. `GET /api/user/index` is `userIndexApi` (user-index.ts): its answer carries what staking,
 * team, tips and notices add.
 */
export const accountApi = {
  smsSend: accountSignInEndpoint.post({
    path: '/api/sms/send',
    summary: 'Send a verification code by SMS (register, resetpwd public; the rest need the header token)',
    body: smsSendBody,
    response: nullResponse,
  }),
  emsSend: accountSignInEndpoint.post({
    path: '/api/ems/send',
    summary: 'Send a verification code by email (register, resetpwd public; the rest need the header token)',
    body: emsSendBody,
    response: nullResponse,
  }),
  register: accountSignInEndpoint.post({
    path: '/api/user/register',
    summary: 'Register with a mobile or email, its register code, a password and an optional invite code',
    body: registerBody,
    response: userinfoResponse,
  }),
  login: accountSignInEndpoint.post({
    path: '/api/user/login',
    summary: 'Log in with mobile, email or UID; remember=true also sets the HttpOnly cookie mcc_refresh',
    body: loginBody,
    response: envelope(loginData),
  }),
  refresh: accountSignInEndpoint.post({
    path: '/api/user/refresh',
    summary: 'Sign in again from the mcc_refresh cookie (no body); rotates the cookie',
    response: userinfoResponse,
  }),
  resetpwd: accountSignInEndpoint.post({
    path: '/api/user/resetpwd',
    summary: 'Set a new password with a resetpwd code; every token of the member stops working',
    body: resetpwdBody,
    response: nullResponse,
  }),
  tpNonce: accountSignInEndpoint.post({
    path: '/api/user/tpNonce',
    summary: 'The EIP-4361 message for a wallet to sign (single-use nonce, 10 minutes)',
    body: tpNonceBody,
    response: tpNonceResponse,
  }),
  tpLogin: accountSignInEndpoint.post({
    path: '/api/user/tpLogin',
    summary: 'Wallet sign-in with the signed message: userinfo when linked, else a 15-minute ticket for tpRegister',
    body: tpLoginBody,
    response: tpLoginResponse,
  }),
  tpRegister: accountSignInEndpoint.post({
    path: '/api/user/tpRegister',
    summary: 'Register a member with the wallet of a tpLogin ticket linked',
    body: tpRegisterBody,
    response: userinfoResponse,
  }),
  logout: accountEndpoint.get({
    path: '/api/user/logout',
    summary: 'Log out: the token and its "stay signed in" cookie stop working',
    query: noQuery,
    response: nullResponse,
  }),
  profile: accountEndpoint.post({
    path: '/api/user/profile',
    summary: 'Change nickname, avatar (an uploaded image URL) or bio',
    body: profileBody,
    response: userinfoResponse,
  }),
  changeMobile: accountEndpoint.post({
    path: '/api/user/changemobile',
    summary: 'Change or add the mobile number: a changemobile code sent to the new number, and the login password',
    body: changeMobileBody,
    response: userinfoResponse,
  }),
  changeEmail: accountEndpoint.post({
    path: '/api/user/changeemail',
    summary: 'Change or add the email address: a changeemail code sent to the new address, and the login password',
    body: changeEmailBody,
    response: userinfoResponse,
  }),
  setPayPwd: accountEndpoint.post({
    path: '/api/user/setPayPwd',
    summary: 'Set the 6-digit pay password with a paypwd code sent to your own mobile or email',
    body: setPayPwdBody,
    response: nullResponse,
  }),
  outbox: getEndpoint({
    path: '/api/dev/outbox',
    summary: 'Demo mode: messages sent to a mobile or email, newest first (404 in production)',
    tag: 'demo',
    caller: 'public',
    query: outboxQuery,
    response: outboxResponse,
  }),
  checkPayPwdCode: accountEndpoint.post({
    path: '/api/user/checkPayPwdCode',
    summary: 'Check a paypwd code before setting the pay password (a wrong try counts; the code stays usable)',
    body: z.strictObject({ code: codeField }),
    response: nullResponse,
  }),
};
