import type { RechargeItem } from '@mcc/contract/fund';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { pageOf } from '../../platform/http/page';
import { refuse } from '../../platform/http/refusal';
import { type Language, render } from '../../platform/i18n/language';
import type { AuditLog } from '../admin/audit-log';
import { member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import type { Asset, AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { SettingsService } from '../settings/settings-service';
import type { OrderTips } from '../tips/tips-service';
import { formatFor } from './balance-service';
import { normalizeTxHash } from './networks';
import { isUniqueViolation, type Reviewer } from './reviewer';
import type { RechargeTable } from './tables';
import { walletMessages as m, rechargeStatusText } from './wallet-messages';
import { assetRules } from './wallet-rules';

export const RECHARGE_PAGE_SIZE = 20;

/** Tells whether an uploaded file's URL belongs to a member (the upload module implements it). */
export interface UploadOwnership {
  isOwnedBy(userId: bigint, url: string): Promise<boolean>;
}

export interface RechargePlan {
  userId: bigint;
  asset: Asset;
  network: string;
  amount: bigint;
  txHash: string;
  proof: string;
}

type RechargeRow = Selectable<RechargeTable>;

/**
 * Manual recharges: the member sends to the platform address and claims it with amount, tx hash and a
 * screenshot; an operator confirms (credits from `external_deposits`) or rejects with a reason.
 */
export class RechargeService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly ledger: Ledger,
    private readonly settings: SettingsService,
    private readonly audit: AuditLog,
    private readonly uploads: UploadOwnership,
    private readonly tips: OrderTips,
  ) {}

  /** Checks a claim before it is stored; refuses with a localised reason naming the field. */
  async plan(userId: bigint, input: { asset: string; amount: string; tx_hash: string; proof: string }): Promise<RechargePlan> {
    const asset = await this.assets.require(input.asset);
    const rules = assetRules(await this.settings.all(), asset);
    if (!rules.chain) return refuse(m.notRechargeable, { asset: asset.code }, 'asset');
    if (!rules.chain.depositAddress) refuse(m.noDepositAddress);
    const amount = amountOrRefuse(input.amount, asset);
    if (amount < rules.chain.rechargeMin)
      refuse(m.belowRechargeMin, { min: formatFor(asset, rules.chain.rechargeMin), asset: asset.code }, 'amount');
    const network = rules.chain.depositNetwork;
    const txHash = normalizeTxHash(network, input.tx_hash);
    if (!txHash) return refuse(m.txHashInvalid, { network }, 'tx_hash');
    if (!(await this.uploads.isOwnedBy(userId, input.proof))) refuse(m.proofNotOwn, {}, 'proof');
    return { userId, asset, network, amount, txHash, proof: input.proof };
  }

  /** Stores a pending claim; a tx hash already claimed (and not rejected) is refused. */
  async create(trx: Transaction<DB>, plan: RechargePlan): Promise<{ id: number; status: 'pending' }> {
    const now = nowMs(this.clock);
    const taken = await trx
      .selectFrom('recharges')
      .select('id')
      .where('network', '=', plan.network)
      .where('tx_hash', '=', plan.txHash)
      .where('status', '<>', 'rejected')
      .executeTakeFirst();
    if (taken) refuse(m.txHashUsed, {}, 'tx_hash');
    try {
      const row = await trx
        .insertInto('recharges')
        .values({
          user_id: plan.userId,
          asset: plan.asset.code,
          network: plan.network,
          amount: plan.amount,
          credited: null,
          tx_hash: plan.txHash,
          proof: plan.proof,
          status: 'pending',
          reason: '',
          entry_id: null,
          reviewed_by: null,
          reviewed_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), status: 'pending' };
    } catch (error) {
      if (isUniqueViolation(error)) refuse(m.txHashUsed, {}, 'tx_hash');
      throw error;
    }
  }

  async list(userId: bigint, page: number, language: Language) {
    const base = this.db.selectFrom('recharges').where('user_id', '=', userId);
    const { n } = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(RECHARGE_PAGE_SIZE)
      .offset((page - 1) * RECHARGE_PAGE_SIZE)
      .execute();
    const total = Number(n);
    const list = await Promise.all(rows.map((row) => this.view(row, language)));
    return pageOf(list, total, page, RECHARGE_PAGE_SIZE);
  }

  /** One of the member's own recharges; another member's id reads as "no such record". */
  async detail(userId: bigint, id: bigint, language: Language): Promise<RechargeItem> {
    const row = await this.db.selectFrom('recharges').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return refuse(m.recordNotFound, {}, 'id');
    return this.view(row, language);
  }

  /** Credits a pending recharge (optionally a different amount: what actually arrived) and audit-logs it. */
  async confirm(trx: Transaction<DB>, reviewer: Reviewer, id: bigint, amountText?: string): Promise<{ id: number; status: string }> {
    const row = await this.#pending(trx, id);
    const asset = await this.assets.require(row.asset, 'asset', trx);
    const credited = amountText === undefined ? row.amount : amountOrRefuse(amountText, asset, { full: true });
    const now = nowMs(this.clock);
    const moved = await trx
      .updateTable('recharges')
      .set({ status: 'confirmed', credited, reviewed_by: reviewer.operator.adminId, reviewed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) refuse(m.alreadyDecided, { status: 'confirmed' });
    const posted = await this.ledger.post(trx, {
      kind: 'recharge',
      moves: [{ from: system('external_deposits', asset.code), to: member(row.user_id, asset.code), amount: credited }],
      params: { recharge_id: String(id), tx_hash: row.tx_hash },
      ref: { type: 'recharge', id },
      adminId: reviewer.operator.adminId,
    });
    await trx.updateTable('recharges').set({ entry_id: posted.entryId }).where('id', '=', id).execute();
    await this.tips.add(trx, {
      userId: row.user_id,
      kind: 'recharge_confirmed',
      params: { amount: formatFor(asset, credited), asset: asset.code },
      refType: 'recharge',
      refId: id,
    });
    await this.audit.record(
      reviewer.operator,
      reviewer.ip,
      {
        action: 'recharge.confirm',
        targetType: 'recharge',
        targetId: id,
        before: { status: 'pending', amount: formatFor(asset, row.amount) },
        after: { status: 'confirmed', credited: formatFor(asset, credited), entry_id: posted.entryId },
      },
      trx,
    );
    return { id: Number(id), status: 'confirmed' };
  }

  /** Rejects a pending recharge with a reason the member sees; nothing is credited. */
  async reject(trx: Transaction<DB>, reviewer: Reviewer, id: bigint, reason: string): Promise<{ id: number; status: string }> {
    const row = await this.#pending(trx, id);
    const now = nowMs(this.clock);
    const moved = await trx
      .updateTable('recharges')
      .set({ status: 'rejected', reason, reviewed_by: reviewer.operator.adminId, reviewed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) refuse(m.alreadyDecided, { status: 'rejected' });
    await this.audit.record(
      reviewer.operator,
      reviewer.ip,
      {
        action: 'recharge.reject',
        targetType: 'recharge',
        targetId: id,
        before: { status: 'pending' },
        after: { status: 'rejected', reason },
      },
      trx,
    );
    const asset = await this.assets.require(row.asset, 'asset', trx);
    await this.tips.add(trx, {
      userId: row.user_id,
      kind: 'recharge_rejected',
      params: { amount: formatFor(asset, row.amount), asset: asset.code, reason },
      refType: 'recharge',
      refId: id,
    });
    return { id: Number(id), status: 'rejected' };
  }

  async view(row: RechargeRow, language: Language): Promise<RechargeItem> {
    const asset = await this.assets.require(row.asset);
    return {
      id: Number(row.id),
      asset: row.asset,
      network: row.network,
      amount: formatFor(asset, row.amount),
      credited: row.credited === null ? null : formatFor(asset, row.credited),
      tx_hash: row.tx_hash,
      proof: row.proof,
      status: row.status as RechargeItem['status'],
      status_text: render(rechargeStatusText[row.status] ?? rechargeStatusText.pending!, language),
      reason: row.reason,
      created_at: Math.floor(Number(row.created_at) / 1000),
      reviewed_at: row.reviewed_at === null ? null : Math.floor(Number(row.reviewed_at) / 1000),
    };
  }

  async #pending(trx: Transaction<DB>, id: bigint): Promise<RechargeRow> {
    const row = await trx.selectFrom('recharges').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return refuse(m.recordNotFound, {}, 'id');
    if (row.status !== 'pending') refuse(m.alreadyDecided, { status: row.status });
    return row;
  }
}
