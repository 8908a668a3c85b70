import { z } from 'zod';
import { adminSessionData } from './admin';
import { consoleEndpoint, consoleSignInEndpoint, noBody } from './endpoint';
import { envelope, nullResponse } from './envelope';
import { loginTotpBody, secondFactorCode, totpCodeField, totpEnableData, totpSetupData } from './totp';

// The console operators' second factor, shaped like the members' (totp.ts): TOTP (RFC 6238) with ten
// single-use recovery codes. The signed-in operator's own calls live under /admin/api/me/totp; the
// sign-in's code step and, when the setting operator_totp_required covers the operator's role, the
// enrolment before any session, take the ticket the password step answered. docs/console.md.

const ticket = loginTotpBody.shape.ticket;

export const adminTotpTicketBody = z.strictObject({ ticket });
export const adminTotpEnrolBody = z.strictObject({ ticket, code: totpCodeField });

export const adminTotpApi = {
  setup: consoleEndpoint.post({
    path: '/admin/api/me/totp/setup',
    summary: "Start turning on the operator's second factor: a new TOTP secret, pending until enabled",
    permission: null,
    body: noBody,
    response: envelope(totpSetupData),
  }),
  enable: consoleEndpoint.post({
    path: '/admin/api/me/totp/enable',
    summary: "Turn on the operator's second factor with a code of the pending secret; answers 10 recovery codes, shown once",
    permission: null,
    body: z.strictObject({ code: totpCodeField }),
    response: envelope(totpEnableData),
  }),
  disable: consoleEndpoint.post({
    path: '/admin/api/me/totp/disable',
    summary: "Turn off the operator's second factor with a TOTP or recovery code (refused while the setting requires it for the role)",
    permission: null,
    body: z.strictObject({ code: secondFactorCode }),
    response: nullResponse,
  }),
};

/** The sign-in's second steps: open to anyone holding a ticket from `POST /admin/api/login`. */
export const adminTotpSignInApi = {
  login: consoleSignInEndpoint.post({
    path: '/admin/api/login/totp',
    summary: 'Finish an operator sign-in that answered totp_required: the ticket (5 minutes, one use) and a TOTP or recovery code',
    body: loginTotpBody,
    response: envelope(adminSessionData),
  }),
  enrolSetup: consoleSignInEndpoint.post({
    path: '/admin/api/login/totp/setup',
    summary: 'For a sign-in that answered totp_enrol_required: a new TOTP secret for the operator, pending until enabled',
    body: adminTotpTicketBody,
    response: envelope(totpSetupData),
  }),
  enrolEnable: consoleSignInEndpoint.post({
    path: '/admin/api/login/totp/enable',
    summary: 'Turn on the second factor during an enrolling sign-in; answers the session and 10 recovery codes, shown once',
    body: adminTotpEnrolBody,
    response: envelope(adminSessionData.extend({ recovery_codes: z.array(z.string()) })),
  }),
};
