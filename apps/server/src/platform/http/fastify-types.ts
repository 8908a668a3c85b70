import type { MemberSession } from '../auth/member-sessions';
import type { OperatorSession } from '../auth/operator-sessions';
import type { Clock } from '../clock';
import type { Language } from '../i18n/language';
import type { IdempotencyStore } from '../idempotency/idempotency-store';
import type { PayPasswordCheck, SecondFactorCheck } from '../money-action';
import type { MoneyReads } from '../money-reads';
import type { HandlersRunning } from './handlers-running';

/** What every route needs from the platform, set once on the root instance. */
export interface Platform {
  clock: Clock;
  idempotency: IdempotencyStore;
  payPasswords: PayPasswordCheck;
  /** The member's second factor, for money calls whose descriptor says `secondFactor`. */
  secondFactor: SecondFactorCheck;
  /** Each member money POST's one query before posting (key, pay-password state, parties). */
  moneyReads: MoneyReads;
  /** The handlers at work, which the server's close waits for before the database closes. */
  handlers: HandlersRunning;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
  interface FastifyRequest {
    language: Language;
    member: MemberSession;
    operator: OperatorSession;
  }
  interface FastifyReply {
    /** Sends `{ code: 1, msg: '', time, data }`. */
    ok<T>(data: T): FastifyReply;
  }
}
