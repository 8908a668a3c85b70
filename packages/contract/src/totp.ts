import { z } from 'zod';
import { userinfoResponse } from './account';
import { accountEndpoint, accountSignInEndpoint } from './endpoint';
import { envelope, nullResponse } from './envelope';
import { secondFactorField } from './money';

// The member's second factor: TOTP as RFC 6238 defines it (SHA-1, 6 digits, 30 s, base32 secret),
// so any authenticator app works, with ten single-use recovery codes. docs/accounts.md.

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`; case, spaces and dashes ignored). */
export const secondFactorCode = z.string().trim().min(1).max(32);
/** A code from the authenticator app: six digits. */
export const totpCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
export const RECOVERY_CODE_COUNT = 10;

export const totpSetupData = z.object({
  /** Base32, shown once so the member can type it into an app; never answered again. */
  secret: z.string(),
  /** The same secret as an `otpauth://totp/…` URL for a QR code. */
  otpauth_url: z.string(),
});
export type TotpSetupData = z.infer<typeof totpSetupData>;

export const totpEnableBody = z.strictObject({ code: totpCodeField });
export const totpEnableData = z.object({ recovery_codes: z.array(z.string()) });
export const totpDisableBody = z.strictObject({ code: secondFactorCode });

export const loginTotpBody = z.strictObject({
  ticket: z.string().trim().min(1).max(200),
  code: secondFactorCode,
});
export type LoginTotpBody = z.infer<typeof loginTotpBody>;

/** The withdraw bodies' `totp`: required when the member has the second factor on. */
export const withdrawTotpField = secondFactorField;

export const totpApi = {
  setup: accountEndpoint.post({
    path: '/api/user/totp/setup',
    summary: 'Start turning on the second factor: a new TOTP secret, pending until enabled (a new setup replaces it)',
    response: envelope(totpSetupData),
  }),
  enable: accountEndpoint.post({
    path: '/api/user/totp/enable',
    summary: 'Turn on the second factor with a code from the pending secret; answers 10 recovery codes, shown once',
    body: totpEnableBody,
    response: envelope(totpEnableData),
  }),
  disable: accountEndpoint.post({
    path: '/api/user/totp/disable',
    summary: 'Turn off the second factor with a TOTP code or a recovery code',
    body: totpDisableBody,
    response: nullResponse,
  }),
  login: accountSignInEndpoint.post({
    path: '/api/user/login/totp',
    summary: 'Finish a sign-in that answered totp_required: the ticket (5 minutes, one use) and a TOTP or recovery code',
    body: loginTotpBody,
    response: userinfoResponse,
  }),
};
