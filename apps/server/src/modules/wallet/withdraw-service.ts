import type { WithdrawInfo, WithdrawItem } from '@mcc/contract/fund';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { pageOf } from '../../platform/http/page';
import { refuse } from '../../platform/http/refusal';
import { type Language, render } from '../../platform/i18n/language';
import type { AuditLog } from '../admin/audit-log';
import { member, memberPurposes, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import type { Asset, AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import type { SettingsService } from '../settings/settings-service';
import type { OrderTips } from '../tips/tips-service';
import { type BalanceService, formatFor } from './balance-service';
import { isValidAddress, normalizeTxHash } from './networks';
import type { Reviewer } from './reviewer';
import type { WithdrawalTable } from './tables';
import { walletMessages as m, withdrawStatusText } from './wallet-messages';
import { type AssetRules, assetRules } from './wallet-rules';

export const WITHDRAW_PAGE_SIZE = 20;

/** Verification codes of event `withdraw` (the account module's CodeService). */
export interface WithdrawCodes {
  /** Refuses unless `code` is the live `withdraw` code sent to one of `targets`; returns its id. Runs outside a transaction. */
  check(targets: string[], event: 'withdraw', code: string, field?: string): Promise<bigint>;
  /** Marks it used inside the withdrawal's transaction; refuses when already used. */
  consume(id: bigint, trx: Transaction<DB>, field?: string): Promise<void>;
}

/** The pay password check (PayPasswordService). */
export interface PayPasswordCheck {
  verify(userId: bigint, paypwd: string): Promise<void>;
}

export interface WithdrawPlan {
  userId: bigint;
  asset: Asset;
  network: string;
  address: string;
  amount: bigint;
  fee: bigint;
  threshold: bigint;
  dailyLimit: bigint;
  codeId: bigint;
}

type WithdrawalRow = Selectable<WithdrawalTable>;

const LOCKED_STATES = ['pending', 'approving'];

/**
 * Withdrawals: amount + fee move from available to locked at once; pending → (approving) → approved
 * (locked → withdrawing) → paid (withdrawing → external_withdrawals + fees), or rejected / cancelled
 * (back to available). Each state change that moves money is a ledger entry referring to the withdrawal.
 */
export class WithdrawService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly ledger: Ledger,
    private readonly settings: SettingsService,
    private readonly balances: BalanceService,
    private readonly audit: AuditLog,
    private readonly payPasswords: PayPasswordCheck,
    private readonly codes: WithdrawCodes,
    private readonly tips: OrderTips,
  ) {}

  async #rules(code: string): Promise<{ asset: Asset; rules: AssetRules; chain: NonNullable<AssetRules['chain']> }> {
    const asset = await this.assets.require(code);
    const rules = assetRules(await this.settings.all(), asset);
    if (!rules.chain) return refuse(m.notWithdrawable, { asset: asset.code }, 'asset');
    return { asset, rules, chain: rules.chain };
  }

  /** What the withdraw page shows before the member types. */
  async info(userId: bigint, code = 'USDT'): Promise<WithdrawInfo> {
    const { asset, chain } = await this.#rules(code);
    const raw = (await this.balances.rawBalances(userId)).get(asset.code);
    const available = raw?.available ?? 0n;
    const used = await this.balances.withdrawnToday(userId, asset.code);
    const left = chain.withdrawDailyLimit > used ? chain.withdrawDailyLimit - used : 0n;
    const afterFee = available > chain.withdrawFee ? available - chain.withdrawFee : 0n;
    const recent = await this.db
      .selectFrom('withdrawals')
      .select(['address', sql<bigint>`max(id)`.as('last')])
      .where('user_id', '=', userId)
      .where('network', '=', chain.withdrawNetwork)
      .groupBy('address')
      .orderBy('last', 'desc')
      .limit(5)
      .execute();
    return {
      asset: asset.code,
      network: chain.withdrawNetwork,
      available: formatFor(asset, available),
      fee: formatFor(asset, chain.withdrawFee),
      min: formatFor(asset, chain.withdrawMin),
      daily_limit: formatFor(asset, chain.withdrawDailyLimit),
      today_used: formatFor(asset, used),
      today_left: formatFor(asset, left),
      max: formatFor(asset, afterFee < left ? afterFee : left),
      recent_addresses: recent.map((r) => r.address),
    };
  }

  /** Every check that can run before the transaction, the pay password and the code included. */
  async plan(
    userId: bigint,
    input: { asset: string; address: string; amount: string; paypwd: string; code: string },
  ): Promise<WithdrawPlan> {
    const { asset, rules, chain } = await this.#rules(input.asset);
    const amount = amountOrRefuse(input.amount, asset);
    if (amount < chain.withdrawMin) refuse(m.belowWithdrawMin, { min: formatFor(asset, chain.withdrawMin), asset: asset.code }, 'amount');
    const network = chain.withdrawNetwork;
    if (!isValidAddress(network, input.address)) refuse(m.addressInvalid, { network }, 'address');
    await this.#checkDailyLimit(this.db, userId, asset, amount, chain.withdrawDailyLimit, false);
    await this.payPasswords.verify(userId, input.paypwd);
    const me = await this.db.selectFrom('users').select(['mobile', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    const targets = [me.mobile, me.email].filter((t): t is string => Boolean(t));
    const codeId = await this.codes.check(targets, 'withdraw', input.code, 'code');
    return {
      userId,
      asset,
      network,
      address: input.address,
      amount,
      fee: chain.withdrawFee,
      threshold: rules.twoApprovalThreshold,
      dailyLimit: chain.withdrawDailyLimit,
      codeId,
    };
  }

  /** Stores the request and locks amount + fee; refuses when short or over today's limit. */
  async create(trx: Transaction<DB>, plan: WithdrawPlan): Promise<{ id: number; status: 'pending' }> {
    await this.codes.consume(plan.codeId, trx, 'code');
    const now = nowMs(this.clock);
    const row = await trx
      .insertInto('withdrawals')
      .values({
        user_id: plan.userId,
        asset: plan.asset.code,
        network: plan.network,
        address: plan.address,
        amount: plan.amount,
        fee: plan.fee,
        status: 'pending',
        needs_two_approvals: plan.amount > plan.threshold ? 1n : 0n,
        tx_hash: null,
        reason: '',
        approved_at: null,
        paid_at: null,
        decided_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = plan.asset.code;
    // Locking first takes the member's account row, so concurrent requests of one member count today's total one at a time.
    await this.ledger.post(trx, {
      kind: 'withdraw',
      moves: [{ from: member(plan.userId, code), to: member(plan.userId, code, memberPurposes.locked), amount: plan.amount + plan.fee }],
      params: { withdrawal_id: String(row.id) },
      ref: { type: 'withdrawal', id: row.id },
    });
    await this.#checkDailyLimit(trx, plan.userId, plan.asset, plan.amount, plan.dailyLimit, true);
    return { id: Number(row.id), status: 'pending' };
  }

  /** The member takes back a request nobody has approved yet. */
  async cancel(trx: Transaction<DB>, userId: bigint, id: bigint): Promise<{ id: number; status: string }> {
    const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return refuse(m.recordNotFound, {}, 'id');
    if (row.status !== 'pending') refuse(m.notCancellable, {}, 'id');
    await this.#move(trx, row, ['pending'], { status: 'cancelled', updated_at: nowMs(this.clock) });
    await this.#refund(trx, row, memberPurposes.locked, undefined);
    return { id: Number(id), status: 'cancelled' };
  }

  async list(userId: bigint, page: number, language: Language) {
    const base = this.db.selectFrom('withdrawals').where('user_id', '=', userId);
    const { n } = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(WITHDRAW_PAGE_SIZE)
      .offset((page - 1) * WITHDRAW_PAGE_SIZE)
      .execute();
    const total = Number(n);
    const list = await Promise.all(rows.map((row) => this.view(row, language)));
    return pageOf(list, total, page, WITHDRAW_PAGE_SIZE);
  }

  /** One of the member's own withdrawals; another member's id reads as "no such record". */
  async detail(userId: bigint, id: bigint, language: Language): Promise<WithdrawItem> {
    const row = await this.db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return refuse(m.recordNotFound, {}, 'id');
    return this.view(row, language);
  }

  /**
   * One operator's approval. Below the threshold it approves at once; above it the first approval
   * moves the request to `approving` and a second, different operator holding `finance.approve`
   * (`canGiveSecond`) approves it. Approval moves amount + fee from locked to withdrawing.
   */
  async approve(trx: Transaction<DB>, reviewer: Reviewer, id: bigint, canGiveSecond: boolean): Promise<{ id: number; status: string }> {
    const row = await this.#decidable(trx, id, LOCKED_STATES);
    const adminId = reviewer.operator.adminId;
    const approvals = await trx
      .selectFrom('fund_approvals')
      .select('admin_id')
      .where('target_type', '=', 'withdrawal')
      .where('target_id', '=', id)
      .execute();
    if (approvals.some((a) => a.admin_id === adminId)) refuse(m.sameApprover);
    const isSecond = row.needs_two_approvals === 1n && approvals.length >= 1;
    if (isSecond && !canGiveSecond) refuse(m.secondApprovalRole);
    const now = nowMs(this.clock);
    await trx
      .insertInto('fund_approvals')
      .values({ target_type: 'withdrawal', target_id: id, admin_id: adminId, admin_username: reviewer.operator.username, created_at: now })
      .execute();
    const asset = await this.assets.require(row.asset, 'asset', trx);
    if (row.needs_two_approvals === 1n && !isSecond) {
      await this.#move(trx, row, ['pending'], { status: 'approving', updated_at: now });
      await this.audit.record(
        reviewer.operator,
        reviewer.ip,
        {
          action: 'withdraw.approve_first',
          targetType: 'withdrawal',
          targetId: id,
          before: { status: row.status },
          after: { status: 'approving' },
        },
        trx,
      );
      return { id: Number(id), status: 'approving' };
    }
    await this.#move(trx, row, LOCKED_STATES, { status: 'approved', approved_at: now, decided_by: adminId, updated_at: now });
    const total = row.amount + row.fee;
    await this.ledger.post(trx, {
      kind: 'withdraw_approve',
      moves: [
        {
          from: member(row.user_id, row.asset, memberPurposes.locked),
          to: member(row.user_id, row.asset, memberPurposes.withdrawing),
          amount: total,
        },
      ],
      params: { withdrawal_id: String(id) },
      ref: { type: 'withdrawal', id },
      adminId,
    });
    await this.audit.record(
      reviewer.operator,
      reviewer.ip,
      {
        action: 'withdraw.approve',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: row.status },
        after: { status: 'approved', amount: formatFor(asset, row.amount), fee: formatFor(asset, row.fee), address: row.address },
      },
      trx,
    );
    await this.#tip(trx, row, 'withdraw_approved');
    return { id: Number(id), status: 'approved' };
  }

  /** Rejects a request not yet paid; amount + fee go back to available. */
  async reject(trx: Transaction<DB>, reviewer: Reviewer, id: bigint, reason: string): Promise<{ id: number; status: string }> {
    const row = await this.#decidable(trx, id, [...LOCKED_STATES, 'approved']);
    const now = nowMs(this.clock);
    await this.#move(trx, row, [row.status], { status: 'rejected', reason, decided_by: reviewer.operator.adminId, updated_at: now });
    await this.#refund(trx, row, row.status === 'approved' ? memberPurposes.withdrawing : memberPurposes.locked, reviewer.operator.adminId);
    await this.audit.record(
      reviewer.operator,
      reviewer.ip,
      {
        action: 'withdraw.reject',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: row.status },
        after: { status: 'rejected', reason },
      },
      trx,
    );
    await this.#tip(trx, row, 'withdraw_rejected', { reason });
    return { id: Number(id), status: 'rejected' };
  }

  /** Records the payout's tx hash: withdrawing → external_withdrawals (amount) and fees (fee). */
  async markPaid(trx: Transaction<DB>, reviewer: Reviewer, id: bigint, txHashInput: string): Promise<{ id: number; status: string }> {
    const row = await this.#decidable(trx, id, ['approved']);
    const txHash = normalizeTxHash(row.network, txHashInput);
    if (!txHash) return refuse(m.txHashInvalid, { network: row.network }, 'tx_hash');
    const used = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('network', '=', row.network)
      .where('tx_hash', '=', txHash)
      .executeTakeFirst();
    if (used) refuse(m.txHashUsed, {}, 'tx_hash');
    const now = nowMs(this.clock);
    await this.#move(trx, row, ['approved'], { status: 'paid', tx_hash: txHash, paid_at: now, updated_at: now });
    const from = member(row.user_id, row.asset, memberPurposes.withdrawing);
    const moves: Move[] = [{ from, to: system('external_withdrawals', row.asset), amount: row.amount, type: 'withdraw_paid' }];
    if (row.fee > 0n) moves.push({ from, to: system('fees', row.asset), amount: row.fee, type: 'withdraw_fee' });
    await this.ledger.post(trx, {
      kind: 'withdraw_paid',
      moves,
      params: { withdrawal_id: String(id), tx_hash: txHash },
      ref: { type: 'withdrawal', id },
      adminId: reviewer.operator.adminId,
    });
    await this.audit.record(
      reviewer.operator,
      reviewer.ip,
      {
        action: 'withdraw.paid',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: 'approved' },
        after: { status: 'paid', tx_hash: txHash },
      },
      trx,
    );
    await this.#tip(trx, row, 'withdraw_paid');
    return { id: Number(id), status: 'paid' };
  }

  async view(row: WithdrawalRow, language: Language): Promise<WithdrawItem> {
    const asset = await this.assets.require(row.asset);
    return {
      id: Number(row.id),
      asset: row.asset,
      network: row.network,
      address: row.address,
      amount: formatFor(asset, row.amount),
      fee: formatFor(asset, row.fee),
      total: formatFor(asset, row.amount + row.fee),
      status: row.status as WithdrawItem['status'],
      status_text: render(withdrawStatusText[row.status] ?? withdrawStatusText.pending!, language),
      tx_hash: row.tx_hash,
      reason: row.reason,
      created_at: Math.floor(Number(row.created_at) / 1000),
      paid_at: row.paid_at === null ? null : Math.floor(Number(row.paid_at) / 1000),
    };
  }

  /** Refuses when today's withdrawals with `amount` exceed the limit; `counted`: the request is already stored. */
  async #checkDailyLimit(db: Kysely<DB> | Transaction<DB>, userId: bigint, asset: Asset, amount: bigint, limit: bigint, counted: boolean) {
    const used = await this.balances.withdrawnToday(userId, asset.code, db);
    const total = counted ? used : used + amount;
    if (total > limit) {
      const before = total - amount;
      refuse(m.dailyLimit, { left: formatFor(asset, limit > before ? limit - before : 0n), asset: asset.code }, 'amount');
    }
  }

  /** Tells the member of a decision on their withdrawal, in the decision's transaction. */
  async #tip(
    trx: Transaction<DB>,
    row: WithdrawalRow,
    kind: 'withdraw_approved' | 'withdraw_rejected' | 'withdraw_paid',
    params: Record<string, string> = {},
  ) {
    const asset = await this.assets.require(row.asset, 'asset', trx);
    await this.tips.add(trx, {
      userId: row.user_id,
      kind,
      params: { amount: formatFor(asset, row.amount), asset: asset.code, ...params },
      refType: 'withdrawal',
      refId: row.id,
    });
  }

  async #decidable(trx: Transaction<DB>, id: bigint, states: string[]): Promise<WithdrawalRow> {
    const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return refuse(m.recordNotFound, {}, 'id');
    if (!states.includes(row.status)) refuse(m.alreadyDecided, { status: row.status });
    return row;
  }

  /** A conditional state change: refuses when a concurrent decision moved the row first. */
  async #move(trx: Transaction<DB>, row: WithdrawalRow, from: string[], set: Partial<Omit<WithdrawalRow, 'id'>>): Promise<void> {
    const result = await trx.updateTable('withdrawals').set(set).where('id', '=', row.id).where('status', 'in', from).executeTakeFirst();
    if (result.numUpdatedRows !== 1n) refuse(m.alreadyDecided, { status: String(set.status ?? row.status) });
  }

  async #refund(trx: Transaction<DB>, row: WithdrawalRow, fromPurpose: string, adminId: bigint | undefined): Promise<void> {
    await this.ledger.post(trx, {
      kind: 'withdraw_refund',
      moves: [{ from: member(row.user_id, row.asset, fromPurpose), to: member(row.user_id, row.asset), amount: row.amount + row.fee }],
      params: { withdrawal_id: String(row.id) },
      ref: { type: 'withdrawal', id: row.id },
      adminId,
    });
  }
}
