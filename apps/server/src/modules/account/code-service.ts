import type { CodeEvent } from '@mcc/contract/account';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { type LimitStore, secondsLeft } from '../../platform/limits/limit-store';
import type { Delivery } from '../../platform/mail/delivery';
import type { Channel } from '../../platform/mail/sender';
import { maskAccount } from '../../platform/mask';
import type { SettingsService } from '../settings/settings-service';
import { accountMessages as m } from './account-messages';
import { CodeRepository } from './code-repository';
import { CODE_IP_WINDOW_MS, CODE_LIFE_MS, CODE_MAX_TRIES, CODE_RESEND_MS, hashCode, judgeCode, newCode } from './code-rules';
import { alreadyRegisteredMessage, codeMessage, contactChangedMessage, supportResetMessage } from './code-texts';
import { normalizeEmail } from './identifiers';
import { UserRepository } from './user-repository';

export interface SendCodeRequest {
  channel: Channel;
  /** A mobile, or an email in any case. */
  target: string;
  event: CodeEvent;
  ip: string;
  language: Language;
  /** The signed-in member, required by the member events (checked by the route). */
  memberId?: bigint;
}

export interface CodeServiceOptions {
  secret: string;
  ipHourlyLimit: number;
}

/**
 * Verification codes (DESIGN section 6): sending with its cooldown and per-IP budget, and checking
 * with expiry, five tries and single use. For `register` and `resetpwd` every answer, cooldown and
 * later check behaves the same whether or not the target is a member, so the endpoint tells an
 * outsider nothing; see docs/accounts.md.
 */
export class CodeService {
  readonly #codes = new CodeRepository();
  readonly #users = new UserRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly limits: LimitStore,
    private readonly delivery: Delivery,
    private readonly settings: SettingsService,
    private readonly options: CodeServiceOptions,
  ) {}

  async send(request: SendCodeRequest): Promise<void> {
    const { channel, event } = request;
    const target = channel === 'email' ? normalizeEmail(request.target) : request.target;
    const column = channel === 'sms' ? 'mobile' : 'email';
    if (request.memberId !== undefined) {
      const me = await this.#users.byId(this.db, request.memberId);
      const own = me?.[column] ?? null;
      if (event === 'paypwd' || event === 'withdraw') {
        if (own !== target) refuse(channel === 'sms' ? m.notOwnMobile : m.notOwnEmail, {}, column);
      }
      if ((event === 'changemobile' && channel === 'sms') || (event === 'changeemail' && channel === 'email')) {
        if (own === target) refuse(m.sameAsCurrent, {}, column);
      }
    }

    const now = this.clock.now().getTime();
    // The budget is spent before anything about the target is looked at, so no answer comes faster than it.
    const budget = await this.limits.take(`code-ip:${request.ip}`, { windowMs: CODE_IP_WINDOW_MS, max: this.options.ipHourlyLimit }, now);
    if (!budget.allowed) refuse(m.codeIpLimit, { minutes: Math.ceil(secondsLeft(budget, now) / 60) });
    const cooldown = await this.limits.take(`code-cd:${event}:${target}`, { windowMs: CODE_RESEND_MS, max: 1 }, now);
    if (!cooldown.allowed) refuse(m.codeCooldown, { seconds: secondsLeft(cooldown, now) }, column);

    const member = await this.#users.byAccount(this.db, { kind: column, value: target });
    let deliver: 'code' | 'registered-notice' | 'nothing' = 'code';
    if (event === 'register' && member) deliver = 'registered-notice';
    if (event === 'resetpwd' && !member) deliver = 'nothing';
    if ((event === 'changemobile' || event === 'changeemail') && member && member.id !== request.memberId) {
      refuse(m.targetTaken, {}, column);
    }

    const code = newCode();
    const nowMs = BigInt(now);
    await this.#codes.insert(this.db, {
      target,
      event,
      code_hash: hashCode(this.options.secret, target, event, code),
      decoy: deliver === 'code' ? 0n : 1n,
      expires_at: nowMs + BigInt(CODE_LIFE_MS),
      used_at: null,
      ip: request.ip,
      created_at: nowMs,
    });

    if (deliver === 'nothing') return;
    const site = await this.settings.get('site_name');
    const content =
      deliver === 'code' ? codeMessage(site, event, code, request.language) : alreadyRegisteredMessage(site, channel, request.language);
    // Whoever asked, the message goes to the target: a member's anti-phishing code is written into it
    // there (Delivery's stamp) and never into this call's answer.
    await this.delivery.deliver(
      { channel, to: target, event, code: deliver === 'code' ? code : '', ...content },
      { language: request.language },
    );
  }

  /**
   * Tells a mobile or email the member has just moved away from which one replaced it (masked), in
   * case it was not them; it carries the member's anti-phishing code, as it was theirs until now.
   */
  async noticeContactChanged(
    memberId: bigint,
    channel: 'sms' | 'email',
    oldTarget: string,
    newTarget: string,
    language: Language,
  ): Promise<void> {
    const site = await this.settings.get('site_name');
    const masked = channel === 'sms' ? maskAccount(newTarget, null, '') : maskAccount(null, newTarget, '');
    const event = channel === 'sms' ? 'changemobile' : 'changeemail';
    await this.delivery.deliver(
      { channel, to: oldTarget, event, code: '', ...contactChangedMessage(site, channel, masked, language) },
      { language, formerOwnerId: memberId },
    );
  }

  /** Tells the member's mobile or email that support reset their login password and how to set a new one. */
  async noticeSupportReset(channel: 'sms' | 'email', target: string, language: Language): Promise<void> {
    const site = await this.settings.get('site_name');
    await this.delivery.deliver(
      { channel, to: target, event: 'resetpwd', code: '', ...supportResetMessage(site, channel, language) },
      { language },
    );
  }

  /**
   * Refuses unless `code` is the newest live code sent for `event` to one of `targets`; a wrong try
   * is counted. Returns the code's id for `consume`, which the caller runs in the transaction of the
   * change the code allows, so a failed change leaves the code usable.
   */
  async check(targets: string[], event: CodeEvent, code: string, field = 'code'): Promise<bigint> {
    if (targets.length === 0) refuse(m.codeMissing, {}, field);
    const row = await this.#codes.newest(this.db, targets, event);
    const now = BigInt(this.clock.now().getTime());
    const stored = row && {
      codeHash: row.code_hash,
      decoy: row.decoy === 1n,
      attempts: Number(row.attempts),
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    };
    const verdict = judgeCode(stored, row ? hashCode(this.options.secret, row.target, event, code) : '', now);
    if (verdict !== 'right' && (await this.#sentForAnotherEvent(targets, event, code, now))) refuse(m.codeOtherAction, {}, field);
    if (verdict === 'right' || verdict === 'wrong') {
      // The try is spent before the verdict counts, so parallel tries get at most CODE_MAX_TRIES judged.
      const spent = await this.#codes.spendTry(this.db, row!.id, CODE_MAX_TRIES);
      if (spent === undefined) return refuse(m.codeVoid, {}, field);
      if (verdict === 'right') {
        await this.#codes.giveBackTry(this.db, row!.id);
        return row!.id;
      }
      const left = CODE_MAX_TRIES - Number(spent);
      return left > 0 ? refuse(m.codeWrong, { left }, field) : refuse(m.codeVoid, {}, field);
    }
    switch (verdict) {
      case 'missing':
        return refuse(m.codeMissing, {}, field);
      case 'used':
        return refuse(m.codeUsed, {}, field);
      case 'expired':
        return refuse(m.codeExpired, {}, field);
      case 'void':
        return refuse(m.codeVoid, {}, field);
    }
  }

  /**
   * Whether `code` is the live code of another event sent to one of `targets` (a pay-password code
   * typed to reset the password). Each live code it is compared with counts it as a try, as its own
   * action would: no action lets anyone guess another action's code beyond that code's tries.
   */
  async #sentForAnotherEvent(targets: string[], event: CodeEvent, code: string, now: bigint): Promise<boolean> {
    const others = await this.#codes.liveOfOtherEvents(this.db, targets, event, now, CODE_MAX_TRIES);
    let found = false;
    for (const other of others) {
      const stored = {
        codeHash: other.code_hash,
        decoy: false,
        attempts: Number(other.attempts),
        expiresAt: other.expires_at,
        usedAt: null,
      };
      if (judgeCode(stored, hashCode(this.options.secret, other.target, other.event, code), now) === 'right') found = true;
      else await this.#codes.spendTry(this.db, other.id, CODE_MAX_TRIES);
    }
    return found;
  }

  /** Marks a checked code used; refuses when a concurrent request used it first. */
  async consume(id: bigint, trx: Executor = this.db, field = 'code'): Promise<void> {
    if (!(await this.#codes.markUsed(trx, id, BigInt(this.clock.now().getTime())))) refuse(m.codeUsed, {}, field);
  }

  /** check + consume for a code sent to the member's own mobile or email (pay password, withdraw). */
  async checkOwn(userId: bigint, event: CodeEvent, code: string, trx: Executor = this.db): Promise<void> {
    const me = await this.#users.byId(trx, userId);
    const targets = [me?.mobile, me?.email].filter((t): t is string => Boolean(t));
    if (targets.length === 0) refuse(m.noCodeTarget, {}, 'code');
    const id = await this.check(targets, event, code);
    await this.consume(id, trx);
  }

  /**
   * Checks a code sent to the member's own mobile or email without using it (a wrong try counts), so a
   * form can say the code is wrong before asking for what it allows; the change itself runs checkOwn.
   */
  async peekOwn(userId: bigint, event: CodeEvent, code: string): Promise<void> {
    const me = await this.#users.byId(this.db, userId);
    const targets = [me?.mobile, me?.email].filter((t): t is string => Boolean(t));
    if (targets.length === 0) refuse(m.noCodeTarget, {}, 'code');
    await this.check(targets, event, code);
  }
}
