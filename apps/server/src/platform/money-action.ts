import type { DataOf, Endpoint, ParsedOf } from '@mcc/contract/endpoint';
import type { Transaction } from 'kysely';
import type { OperatorSession } from './auth/operator-sessions';
import type { Permission } from './auth/roles';
import type { PostingCall } from './db/group-commit';
import type { DB } from './db/schema';
import type { Language } from './i18n/language';
import type { MemberReads, PayPasswordState } from './money-reads';

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
  /** `state`: the member's pay-password columns when the request already read them (`MemberReads`); else they are read. */
  verify(userId: bigint, paypwd: string, state?: PayPasswordState): Promise<void>;
}

/** Checks a member's second-factor code (`totp`) on a money call that asks for it; refuses when the member has it on and the code is missing or wrong. */
export interface SecondFactorCheck {
  verify(userId: bigint, code: string | undefined, ip: string): Promise<void>;
}

/**
 * A money action in two steps. `plan` reads and checks (outside any transaction) and refuses with a
 * reason; `execute` writes the effect through `trx` only — no other I/O — so several effects can
 * share one transaction. A service declares each of its actions as a field built by `moneyAction`;
 * routes declare it with `moneyRoute` (platform/http/routes.ts).
 */
export interface MoneyAction<A, I, P, R> {
  /**
   * For a member, `reads` is the request's one query before posting (platform/money-reads.ts): a
   * plan that reads rows joined to the member (its parties) reads them there, in the same query as
   * the Idempotency-Key and the pay-password state. Absent for operators and outside a request.
   */
  plan(actor: A, input: I, reads?: MemberReads): Promise<P>;
  execute(trx: Transaction<DB>, plan: P): Promise<R>;
  /**
   * Only for an action whose effect is exactly one ledger posting and nothing else (no record, tip or
   * audit row): that posting (`ledger.call`) and the answer given its entry's id — the same as
   * `execute` would post and answer. With batching on PostgreSQL the posting and the
   * Idempotency-Key's claim then go in one call of the batch posting function, no transaction of
   * their own; elsewhere `execute` runs. The member's transfer (`transfers.transfer`) and the
   * coin-mix wallet's transfer out (`coinmix.transfer`) have it; every other action writes more.
   */
  single?(plan: P): SinglePosting<R>;
  /**
   * Runs once after the effect committed (never for a replayed or refused request): tells others
   * (the live event stream) what happened. It must not throw; it is not part of the money's path.
   */
  committed?(result: R, plan: P): void;
}

/** The money action behind endpoint `E`: it takes E's parsed request and answers E's data. */
export type EndpointAction<A, E extends Endpoint, P> = MoneyAction<A, ParsedOf<E>, P, DataOf<E>>;

/**
 * Declares a money action: every action is a field of its service built here,
 * `readonly open: EndpointAction<Actor, typeof api.open, Plan> = moneyAction({ plan: …, execute: … })`
 * (`moneyAction<Actor, Input, Plan, Answer>(…)` where the answer is not the endpoint's data), and its
 * route registers that field. Two near-identical actions share a private method that builds the spec.
 */
export function moneyAction<A, I, P, R>(spec: MoneyAction<A, I, P, R>): MoneyAction<A, I, P, R> {
  return spec;
}

/** An effect that is one ledger posting: what to post, and the answer once posted. */
export interface SinglePosting<R> {
  call: PostingCall;
  answer(entryId: bigint): R;
  /** Where the answer names the entry's id (as a number), e.g. `['id']`: the key's stored outcome gets it there. */
  entryAt: readonly string[];
}
