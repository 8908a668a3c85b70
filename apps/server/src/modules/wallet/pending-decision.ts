import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { OperatorActor } from '../../platform/money-action';
import type { AuditLog } from '../admin/audit-log';
import { type Asset, formatFor } from '../ledger/assets';
import type { TipKind } from '../tips/tip-texts';
import type { NewTip } from '../tips/tips-service';
import { walletMessages as m } from './wallet-messages';

/** A row an operator decides on: a recharge, a withdrawal, an adjustment. */
interface Decidable {
  id: bigint;
  status: string;
}

/** Where one decision takes a row still pending, and what it does there. */
export interface PendingStep<Row, S extends string> {
  /** The state the row goes to; a concurrent decision that won is refused naming it. */
  to: S;
  /** The conditional change from the state read: false when a concurrent decision moved the row first. */
  move(row: Row): Promise<boolean>;
  /** The decision's money once the row has moved: its posting and what hangs on it. An object it answers (the entry's id) joins the audit row's `after`. */
  post?(row: Row): Promise<unknown>;
  /** The audit row's action, and the row before and after. */
  audit: { action: string; before: Record<string, unknown>; after: Record<string, unknown> };
  /** Tells the member, in the same transaction. */
  tip?(row: Row): Promise<unknown>;
}

/** Which row a decision is on, who decides, and in which states it may still be decided. */
export interface PendingDecision<Row> {
  actor: OperatorActor;
  id: bigint;
  /** The audit row's target type (`recharge`, `withdrawal`, `adjustment`). */
  target: string;
  /** Where the row is read, through the decision's transaction (its repository). */
  rows: { find(db: Transaction<DB>, id: bigint): Promise<Row | undefined> };
  /** The states in which it may still be decided. */
  from: readonly string[];
}

/** An operator's decision on one row: who decides, and the row's id. */
export type Decision = { actor: OperatorActor; id: bigint };

/** The plan of a decision that needs nothing but the row the request names. */
export async function decisionOn(actor: OperatorActor, input: { id: number }): Promise<Decision> {
  return { actor, id: BigInt(input.id) };
}

/** The plan of a rejection: the row the request names, with the reason the member (or the maker) sees. */
export async function rejectionOn(actor: OperatorActor, input: { id: number; reason: string }): Promise<Decision & { reason: string }> {
  return { actor, id: BigInt(input.id), reason: input.reason };
}

/**
 * The step of a rejection with the reason the member sees: the row goes to `rejected`, and the
 * audit row (`action`) records the state it left and the reason; `step` moves it and does the rest.
 */
export function rejectionStep<Row extends Decidable>(
  action: string,
  row: Row,
  reason: string,
  step: Omit<PendingStep<Row, 'rejected'>, 'to' | 'audit'>,
): PendingStep<Row, 'rejected'> {
  return { to: 'rejected', audit: { action, before: { status: row.status }, after: { status: 'rejected', reason } }, ...step };
}

/** The row still to decide: refused when there is none, or when it is in none of the states `from`. */
export function stillPending<Row extends Decidable>(row: Row | undefined, from: readonly string[]): Row {
  if (!row) return refuse(m.recordNotFound, {}, 'id');
  if (!from.includes(row.status)) refuse(m.alreadyDecided, { status: row.status });
  return row;
}

/**
 * An operator's decision on a row still pending — a recharge, a withdrawal, an adjustment — in
 * `trx`: read the row (refused when there is none or it is decided already), the decision's own
 * checks on it (`decide`, which says where it takes the row), the conditional change of state
 * (refused when a concurrent decision won), the posting, the audit row and the member's tip.
 * Answers the row's id and the state it went to.
 */
export async function decidePending<Row extends Decidable, S extends string>(
  trx: Transaction<DB>,
  audit: AuditLog,
  decision: PendingDecision<Row>,
  decide: (row: Row) => PendingStep<Row, S> | Promise<PendingStep<Row, S>>,
): Promise<{ id: number; status: S }> {
  const row = stillPending(await decision.rows.find(trx, decision.id), decision.from);
  const step = await decide(row);
  if (!(await step.move(row))) refuse(m.alreadyDecided, { status: step.to });
  const posted = await step.post?.(row);
  const { action, before, after } = step.audit;
  await audit.record(
    decision.actor.operator,
    decision.actor.ip,
    {
      action,
      targetType: decision.target,
      targetId: row.id,
      before,
      after: typeof posted === 'object' && posted !== null ? { ...after, ...posted } : after,
    },
    trx,
  );
  await step.tip?.(row);
  return { id: Number(row.id), status: step.to };
}

/** The tip telling a member of a decision on their recharge or withdrawal: its amount in its asset, and what else the decision says (a reason). */
export function decisionTip(
  target: 'recharge' | 'withdrawal',
  row: { id: bigint; user_id: bigint },
  kind: TipKind,
  asset: Asset,
  amount: bigint,
  params: Record<string, string> = {},
): NewTip {
  return {
    userId: row.user_id,
    kind,
    params: { amount: formatFor(asset, amount), asset: asset.code, ...params },
    refType: target,
    refId: row.id,
  };
}
