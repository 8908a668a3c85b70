import type { Selectable, Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { AuditLog } from '../admin/audit-log';
import { member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import type { AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import { SettingsService } from '../settings/settings-service';
import { formatFor } from '../wallet/balance-service';
import type { Reviewer } from '../wallet/reviewer';
import { walletMessages as m } from '../wallet/wallet-messages';
import { assetRules } from '../wallet/wallet-rules';
import type { AdjustmentTable } from './tables';

type AdjustmentRow = Selectable<AdjustmentTable>;

/**
 * Operators' balance adjustments against the `adjustments` system account. At or below the
 * two-approval threshold (|amount|) it applies at once; above it, it waits for a different operator.
 */
export class AdjustmentService {
  constructor(
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly ledger: Ledger,
    private readonly audit: AuditLog,
  ) {}

  async create(
    trx: Transaction<DB>,
    reviewer: Reviewer,
    input: { user_id: number; asset: string; amount: string; reason: string },
  ): Promise<{ id: number; status: 'applied' | 'pending_approval' }> {
    const asset = await this.assets.require(input.asset, 'asset', trx);
    const amount = amountOrRefuse(input.amount, asset, { allowNegative: true, full: true });
    const userId = BigInt(input.user_id);
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) refuse(m.memberNotFound, {}, 'user_id');
    // Read through the transaction: on SQLite a second connection would wait for this one forever.
    const threshold = assetRules(await new SettingsService(trx, this.clock).all(), asset).twoApprovalThreshold;
    const magnitude = amount < 0n ? -amount : amount;
    const pending = magnitude > threshold;
    const now = nowMs(this.clock);
    const row = await trx
      .insertInto('adjustments')
      .values({
        user_id: userId,
        asset: asset.code,
        amount,
        reason: input.reason,
        status: pending ? 'pending_approval' : 'applied',
        maker_id: reviewer.operator.adminId,
        maker_username: reviewer.operator.username,
        checker_id: null,
        checker_username: null,
        reject_reason: '',
        entry_id: null,
        created_at: now,
        decided_at: pending ? null : now,
      })
      .returning(['id', 'user_id', 'asset', 'amount', 'reason'])
      .executeTakeFirstOrThrow();
    const shown = { user_id: input.user_id, asset: asset.code, amount: formatFor(asset, amount), reason: input.reason };
    if (pending) {
      await this.audit.record(
        reviewer.operator,
        reviewer.ip,
        { action: 'adjust.request', targetType: 'adjustment', targetId: row.id, after: { ...shown, status: 'pending_approval' } },
        trx,
      );
      return { id: Number(row.id), status: 'pending_approval' };
    }
    const entryId = await this.#apply(trx, row, reviewer.operator.adminId);
    await trx.updateTable('adjustments').set({ entry_id: entryId }).where('id', '=', row.id).execute();
    await this.audit.record(
      reviewer.operator,
      reviewer.ip,
      { action: 'adjust.apply', targetType: 'adjustment', targetId: row.id, after: { ...shown, status: 'applied', entry_id: entryId } },
      trx,
    );
    return { id: Number(row.id), status: 'applied' };
  }

  /** The second operator applies a pending adjustment; its maker cannot. */
  async approve(trx: Transaction<DB>, reviewer: Reviewer, id: bigint): Promise<{ id: number; status: string }> {
    const row = await this.#pending(trx, id);
    if (row.maker_id === reviewer.operator.adminId) refuse(m.makerCannotApprove);
    const now = nowMs(this.clock);
    const moved = await trx
      .updateTable('adjustments')
      .set({ status: 'applied', checker_id: reviewer.operator.adminId, checker_username: reviewer.operator.username, decided_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending_approval')
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) refuse(m.alreadyDecided, { status: 'applied' });
    const entryId = await this.#apply(trx, row, reviewer.operator.adminId);
    await trx.updateTable('adjustments').set({ entry_id: entryId }).where('id', '=', id).execute();
    await this.audit.record(
      reviewer.operator,
      reviewer.ip,
      {
        action: 'adjust.approve',
        targetType: 'adjustment',
        targetId: id,
        before: { status: 'pending_approval', maker: row.maker_username },
        after: { status: 'applied', entry_id: entryId },
      },
      trx,
    );
    return { id: Number(id), status: 'applied' };
  }

  async reject(trx: Transaction<DB>, reviewer: Reviewer, id: bigint, reason: string): Promise<{ id: number; status: string }> {
    const row = await this.#pending(trx, id);
    const now = nowMs(this.clock);
    const moved = await trx
      .updateTable('adjustments')
      .set({
        status: 'rejected',
        checker_id: reviewer.operator.adminId,
        checker_username: reviewer.operator.username,
        reject_reason: reason,
        decided_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending_approval')
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) refuse(m.alreadyDecided, { status: 'rejected' });
    await this.audit.record(
      reviewer.operator,
      reviewer.ip,
      {
        action: 'adjust.reject',
        targetType: 'adjustment',
        targetId: id,
        before: { status: 'pending_approval', maker: row.maker_username },
        after: { status: 'rejected', reason },
      },
      trx,
    );
    return { id: Number(id), status: 'rejected' };
  }

  async #apply(
    trx: Transaction<DB>,
    row: Pick<AdjustmentRow, 'id' | 'user_id' | 'asset' | 'amount' | 'reason'>,
    adminId: bigint,
  ): Promise<bigint> {
    const pool = system('adjustments', row.asset);
    const account = member(row.user_id, row.asset);
    const posted = await this.ledger.post(trx, {
      kind: 'adjustment',
      moves: [row.amount > 0n ? { from: pool, to: account, amount: row.amount } : { from: account, to: pool, amount: -row.amount }],
      memo: row.reason,
      ref: { type: 'adjustment', id: row.id },
      adminId,
    });
    return posted.entryId;
  }

  async #pending(trx: Transaction<DB>, id: bigint): Promise<AdjustmentRow> {
    const row = await trx.selectFrom('adjustments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return refuse(m.recordNotFound, {}, 'id');
    if (row.status !== 'pending_approval') refuse(m.alreadyDecided, { status: row.status });
    return row;
  }
}
