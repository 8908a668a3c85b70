import { z } from 'zod';
import { accountEndpoint } from './endpoint';
import { envelope } from './envelope';
import { secondFactorField } from './money';

// Setting or changing the member's anti-phishing code (the rules: anti-phishing-rules.ts). The
// phrase is checked by the server with those rules, each refusal in the member's language, so the
// schema only bounds the sizes. The phrase is never answered whole: `GET /api/user/index` and this
// call carry it masked (`anti_phishing`); only the member's own SMS and emails carry it in full.

export const antiPhishingBody = z.strictObject({
  phrase: z.string().max(200),
  /** The member's login password, always. */
  password: z.string().max(64),
  /** With the second factor on: an app code or a recovery code as well. */
  totp: secondFactorField,
});
export type AntiPhishingBody = z.infer<typeof antiPhishingBody>;

export const antiPhishingData = z.object({
  /** The phrase now in use, masked (its ends around four stars). */
  anti_phishing: z.string(),
});

export const antiPhishingApi = {
  set: accountEndpoint.post({
    path: '/api/user/antiphishing',
    summary:
      'Set or change the anti-phishing code written into every SMS and email to the member: 4–20 characters, with the login password and, when the second factor is on, its code',
    body: antiPhishingBody,
    response: envelope(antiPhishingData),
  }),
};
