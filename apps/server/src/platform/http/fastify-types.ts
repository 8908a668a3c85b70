import type { MemberSession } from '../auth/member-sessions';
import type { OperatorSession } from '../auth/operator-sessions';
import type { Clock } from '../clock';
import type { Language } from '../i18n/language';
import type { IdempotencyStore } from '../idempotency/idempotency-store';
import type { PayPasswordCheck } from '../money-action';
import type { MoneyReads } from '../money-reads';

/** What every route needs from the platform, set once on the root instance. */
export interface Platform {
  clock: Clock;
  idempotency: IdempotencyStore;
  payPasswords: PayPasswordCheck;
  /** Each member money POST's one query before posting (key, pay-password state, parties). */
  moneyReads: MoneyReads;
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
