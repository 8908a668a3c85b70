import { hkdfSync } from 'node:crypto';
import type { AntiPhishingBody } from '@mcc/contract/anti-phishing';
import { ANTI_PHISHING_MAX, ANTI_PHISHING_MIN, checkAntiPhishing, maskAntiPhishing } from '@mcc/contract/anti-phishing-rules';
import type { Kysely } from 'kysely';
import { verifyPassword } from '../../platform/auth/password';
import { openSecret, sealSecret } from '../../platform/auth/totp-secrets';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { withAntiPhishingLine } from '../../platform/mail/anti-phishing-line';
import type { Delivery, DeliveryLog, MessageContext } from '../../platform/mail/delivery';
import { deliverNotice } from '../../platform/mail/notice';
import type { OutgoingMessage } from '../../platform/mail/sender';
import type { SecondFactorCheck } from '../../platform/money-action';
import type { SettingsService } from '../settings/settings-service';
import { accountMessages } from './account-messages';
import { antiPhishingSetNotice, antiPhishingSetSubject, antiPhishingMessages as m } from './anti-phishing-messages';
import { AntiPhishingRepository, type SealedPhrase } from './anti-phishing-repository';
import { type LoginGuard, loginSubject } from './login-guard';
import { UserRepository } from './user-repository';

// The member's anti-phishing code (docs/security.md). Kept sealed like the second factor's secret
// (AES-256-GCM, the member's id as associated data) under a key of its own derived from SECRET;
// written in full only into messages to the member's own mobile or email, answered only masked.

function phraseKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'mcc', 'member anti-phishing code v1', 32));
}

/** The phrase of a sealed row, or undefined when it no longer opens (SECRET changed): treated as never set. */
function openPhrase(key: Buffer, row: SealedPhrase, log: DeliveryLog): string | undefined {
  try {
    return openSecret(key, row.userId, row.sealed);
  } catch (error) {
    log.error({ err: error, userId: String(row.userId) }, 'an anti-phishing code does not open under the current SECRET');
    return undefined;
  }
}

/**
 * Writes the member's anti-phishing code into a message (Delivery's stamp, so every message gets it
 * whoever sends it): the code of the member whose mobile (for an SMS) or email (for an email) the
 * message goes to, or of `formerOwnerId` for the notice to an address the member just left. A
 * message to an address no member with a code owns (a registration code to a new address, a code to
 * a mobile the member is moving to) goes as written.
 */
export class AntiPhishingStamp {
  readonly #phrases = new AntiPhishingRepository();
  readonly #key: Buffer;

  constructor(
    private readonly db: Kysely<DB>,
    secret: string,
    private readonly log: DeliveryLog,
  ) {
    this.#key = phraseKey(secret);
  }

  readonly stamp = async (message: OutgoingMessage, context: MessageContext): Promise<OutgoingMessage> => {
    const row =
      context.formerOwnerId !== undefined
        ? await this.#phrases.of(this.db, context.formerOwnerId)
        : await this.#phrases.ofContact(this.db, message.channel === 'sms' ? 'mobile' : 'email', message.to);
    const phrase = row && openPhrase(this.#key, row, this.log);
    return phrase === undefined ? message : { ...message, text: withAntiPhishingLine(message.text, phrase, context.language) };
  };
}

/** Setting the code (with the login password, and the second factor's code when it is on) and reading it masked. */
export class AntiPhishingService {
  readonly #phrases = new AntiPhishingRepository();
  readonly #users = new UserRepository();
  readonly #key: Buffer;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly guard: LoginGuard,
    private readonly secondFactor: SecondFactorCheck,
    private readonly delivery: Delivery,
    private readonly settings: SettingsService,
    secret: string,
    private readonly log: DeliveryLog,
  ) {
    this.#key = phraseKey(secret);
  }

  /** `anti_phishing` of `GET /api/user/index`: the code masked, or null when none is set. */
  async masked(userId: bigint): Promise<string | null> {
    const row = await this.#phrases.of(this.db, userId);
    const phrase = row && openPhrase(this.#key, row, this.log);
    return phrase === undefined ? null : maskAntiPhishing(phrase);
  }

  /**
   * Sets or replaces the code. The phrase is judged first (nothing is spent on a phrase that would
   * be refused), then the login password through the login limits (a wrong one counts toward the
   * lockout, so a session left open gives no extra guesses), then the second factor's code when it
   * is on (spent, counted like a sign-in try). The member's mobile, else email, is told, the new
   * code on its last line. Answers the new code masked.
   */
  async set(userId: bigint, ip: string, body: AntiPhishingBody, language: Language): Promise<{ anti_phishing: string }> {
    const checked = checkAntiPhishing(body.phrase);
    if ('problem' in checked) return refuse(m[checked.problem], { min: ANTI_PHISHING_MIN, max: ANTI_PHISHING_MAX }, 'phrase');
    if (!body.password) return refuse(m.passwordRequired, {}, 'password');
    const me = await this.#users.byId(this.db, userId);
    if (!me) return refuse(accountMessages.refreshInvalid);
    const right = await this.guard.attempt(loginSubject(me.id, ''), ip, () => verifyPassword(body.password, me.password_hash));
    if (!right) return refuse(accountMessages.wrongLoginPassword, {}, 'password');
    await this.secondFactor.verify(userId, body.totp, ip);
    await this.#phrases.set(this.db, userId, sealSecret(this.#key, userId, checked.phrase), BigInt(this.clock.now().getTime()));

    const message = { subject: antiPhishingSetSubject, text: antiPhishingSetNotice };
    await deliverNotice(this.delivery, me, 'antiphishing', message, language, async () => ({ site: await this.settings.get('site_name') }));
    return { anti_phishing: maskAntiPhishing(checked.phrase) };
  }
}
