import type { adminFundApi } from '@mcc/contract/admin-fund';
import type { ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { membersDirectory } from '../../platform/members-directory';
import { moneyAction, type OperatorActor } from '../../platform/money-action';
import type { AuditLog } from '../admin/audit-log';
import { member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, formatFor } from '../ledger/assets';
import type { MoneyBooks } from '../wallet/money-books';
import { type Decision, decidePending, decisionOn, rejectionOn } from '../wallet/pending-decision';
import { walletMessages as m } from '../wallet/wallet-messages';
import { assetRules } from '../wallet/wallet-rules';
import { AdjustmentRepository, type AdjustmentRow } from './adjustment-repository';

type Answer = { id: number; status: 'applied' | 'pending_approval' | 'rejected' };

/** An adjustment still to decide waits for a second operator. */
const PENDING = ['pending_approval'];

interface AdjustPlan {
  actor: OperatorActor;
  userId: bigint;
  asset: Asset;
  amount: bigint;
  reason: string;
  threshold: bigint;
}

/** One-step adjustments of one operator, or for one member, count together over this window. */
export const ADJUSTMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Operators' balance adjustments against the `adjustments` system account. One applies at once while
 * its |amount|, with the one-step adjustments of the last 24 hours made by the same operator or for
 * the same member, stays within the two-approval threshold; otherwise it waits for a different
 * operator (so splitting an adjustment does not avoid the second approver).
 */
export class AdjustmentService {
  readonly #adjustments = new AdjustmentRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly books: MoneyBooks,
    private readonly audit: AuditLog,
  ) {}

  /** An operator adjusts a member's balance (signed amount) with a reason. */
  readonly adjust = moneyAction<OperatorActor, ParsedOf<typeof adminFundApi.adjust>, AdjustPlan, Answer>({
    plan: async (actor, input) => {
      const asset = await this.books.assets.require(input.asset, 'asset');
      const amount = amountOrRefuse(input.amount, asset, { allowNegative: true, full: true });
      const userId = BigInt(input.user_id);
      if (!(await membersDirectory.exists(this.db, userId))) refuse(m.memberNotFound, {}, 'user_id');
      const threshold = assetRules(await this.books.settings.all(), asset).twoApprovalThreshold;
      return { actor, userId, asset, amount, reason: input.reason, threshold };
    },
    execute: async (trx, { actor, userId, asset, amount, reason, threshold }) => {
      const now = nowMs(this.clock);
      const makerId = actor.operator.adminId;
      await this.#adjustments.lockParties(trx, makerId, userId);
      const before = await this.#adjustments.oneStepTotal(trx, asset.code, makerId, userId, now - BigInt(ADJUSTMENT_WINDOW_MS));
      const pending = before + (amount < 0n ? -amount : amount) > threshold;
      const row = await this.#adjustments.insert(trx, {
        user_id: userId,
        asset: asset.code,
        amount,
        reason,
        status: pending ? 'pending_approval' : 'applied',
        maker_id: actor.operator.adminId,
        maker_username: actor.operator.username,
        checker_id: null,
        checker_username: null,
        reject_reason: '',
        entry_id: null,
        created_at: now,
        decided_at: pending ? null : now,
      });
      const shown = { user_id: Number(userId), asset: asset.code, amount: formatFor(asset, amount), reason };
      if (pending) {
        await this.audit.record(
          actor.operator,
          actor.ip,
          { action: 'adjust.request', targetType: 'adjustment', targetId: row.id, after: { ...shown, status: 'pending_approval' } },
          trx,
        );
        return { id: Number(row.id), status: 'pending_approval' };
      }
      const entryId = await this.#apply(trx, row, actor.operator.adminId);
      await this.#adjustments.setEntry(trx, row.id, entryId);
      await this.audit.record(
        actor.operator,
        actor.ip,
        { action: 'adjust.apply', targetType: 'adjustment', targetId: row.id, after: { ...shown, status: 'applied', entry_id: entryId } },
        trx,
      );
      return { id: Number(row.id), status: 'applied' };
    },
  });

  /** The second operator applies a pending adjustment; its maker cannot. */
  readonly approve = moneyAction<OperatorActor, ParsedOf<typeof adminFundApi.adjustApprove>, Decision, Answer>({
    plan: decisionOn,
    execute: (trx, { actor, id }) =>
      decidePending(trx, this.audit, { actor, id, target: 'adjustment', rows: this.#adjustments, from: PENDING }, (row) => {
        const { adminId, username } = actor.operator;
        if (row.maker_id === adminId) refuse(m.makerCannotApprove);
        const now = nowMs(this.clock);
        return {
          to: 'applied',
          move: () =>
            this.#adjustments.decide(trx, id, { status: 'applied', checker_id: adminId, checker_username: username, decided_at: now }),
          post: async () => {
            const entryId = await this.#apply(trx, row, adminId);
            await this.#adjustments.setEntry(trx, id, entryId);
            return { entry_id: entryId };
          },
          audit: {
            action: 'adjust.approve',
            before: { status: 'pending_approval', maker: row.maker_username },
            after: { status: 'applied' },
          },
        };
      }),
  });

  /** A second operator drops a pending adjustment with a reason. */
  readonly reject = moneyAction<OperatorActor, ParsedOf<typeof adminFundApi.adjustReject>, Decision & { reason: string }, Answer>({
    plan: rejectionOn,
    execute: (trx, { actor, id, reason }) =>
      decidePending(trx, this.audit, { actor, id, target: 'adjustment', rows: this.#adjustments, from: PENDING }, (row) => ({
        to: 'rejected',
        move: () =>
          this.#adjustments.decide(trx, id, {
            status: 'rejected',
            checker_id: actor.operator.adminId,
            checker_username: actor.operator.username,
            reject_reason: reason,
            decided_at: nowMs(this.clock),
          }),
        audit: {
          action: 'adjust.reject',
          before: { status: 'pending_approval', maker: row.maker_username },
          after: { status: 'rejected', reason },
        },
      })),
  });

  async #apply(
    trx: Transaction<DB>,
    row: Pick<AdjustmentRow, 'id' | 'user_id' | 'asset' | 'amount' | 'reason'>,
    adminId: bigint,
  ): Promise<bigint> {
    const pool = system('adjustments', row.asset);
    const account = member(row.user_id, row.asset);
    const posted = await this.books.ledger.post(trx, {
      kind: 'adjustment',
      moves: [row.amount > 0n ? { from: pool, to: account, amount: row.amount } : { from: account, to: pool, amount: -row.amount }],
      memo: row.reason,
      ref: { type: 'adjustment', id: row.id },
      adminId,
    });
    return posted.entryId;
  }
}
