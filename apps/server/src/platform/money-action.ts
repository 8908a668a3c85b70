import type { Transaction } from 'kysely';
import type { OperatorSession } from './auth/operator-sessions';
import type { Permission } from './auth/roles';
import type { DB } from './db/schema';
import type { Language } from './i18n/language';

/** A signed-in member acting on their own money. */
export interface MemberActor {
  kind: 'member';
  userId: bigint;
  ip: string;
  /** The request's language, for an answer that names things (an NFT drawn); absent outside a request. */
  language?: Language;
}

/** An operator acting in the console, and from where: every decision is audit-logged with both. */
export interface OperatorActor {
  kind: 'operator';
  operator: OperatorSession;
  ip: string;
  /** Whether the operator's role grants a further permission (e.g. a second approval). */
  can(permission: Permission): boolean;
}

/** Checks a member's pay password before money leaves their accounts; refuses (and counts the try) when wrong. */
export interface PayPasswordCheck {
  verify(userId: bigint, paypwd: string): Promise<void>;
}

/**
 * A money action in two steps. `plan` reads and checks (outside any transaction) and refuses with a
 * reason; `execute` writes the effect through `trx` only — no other I/O — so several effects can
 * share one transaction. Routes declare it with `moneyRoute` (platform/http/routes.ts).
 */
export interface MoneyAction<A, I, P, R> {
  plan(actor: A, input: I): Promise<P>;
  execute(trx: Transaction<DB>, plan: P): Promise<R>;
  /**
   * Runs once after the effect committed (never for a replayed or refused request): tells others
   * (the live event stream) what happened. It must not throw; it is not part of the money's path.
   */
  committed?(result: R, plan: P): void;
}
