import type { adminFundApi } from '@mcc/contract/admin-fund';
import type { ParsedOf } from '@mcc/contract/endpoint';
import type { fundApi, WithdrawInfo, WithdrawItem } from '@mcc/contract/fund';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type Language, render } from '../../platform/i18n/language';
import { membersDirectory } from '../../platform/members-directory';
import { type MemberActor, type MoneyAction, moneyAction, type OperatorActor } from '../../platform/money-action';
import { SecurityHoldCheck } from '../../platform/security-hold';
import type { AuditLog } from '../admin/audit-log';
import { system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, formatFor } from '../ledger/assets';
import { capture, hold, moveHeld, release } from '../ledger/holds';
import type { Posting } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import type { OrderTips } from '../tips/tips-service';
import { AddressBookGate } from './address-book-service';
import type { BalanceService } from './balance-service';
import { MemberRecords } from './member-records';
import type { MoneyBooks } from './money-books';
import { isValidAddress, normalizeTxHash } from './networks';
import { type Decision, decidePending, decisionOn, decisionTip, rejectionOn, rejectionStep, stillPending } from './pending-decision';
import { withdrawalFigures } from './record-figures';
import { walletMessages as m, withdrawStatusText } from './wallet-messages';
import { WithdrawalRepository, type WithdrawalRow } from './wallet-repository';
import { type AssetRules, assetRules } from './wallet-rules';
import { type WithdrawWallet, walletPurposes, withdrawWallets } from './withdraw-wallets';

/** Verification codes of event `withdraw` (the account module's CodeService). */
export interface WithdrawCodes {
  /** Refuses unless `code` is the live `withdraw` code sent to one of `targets`; returns its id. Runs outside a transaction. */
  check(targets: string[], event: 'withdraw', code: string, field?: string): Promise<bigint>;
  /** Marks it used inside the withdrawal's transaction; refuses when already used. */
  consume(id: bigint, trx: Transaction<DB>, field?: string): Promise<void>;
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
  /** The wallet the money leaves from (and returns to when refused). */
  wallet: WithdrawWallet;
}

type Answer = { id: number; status: WithdrawItem['status'] };

/** Tells whether a hot wallet's payout of a withdrawal is signed or on its way (the chain module answers). */
export interface PayoutGuard {
  inFlight(trx: Transaction<DB>, withdrawalId: bigint): Promise<boolean>;
}

const LOCKED_STATES = ['pending', 'approving'];
/** An operator may reject a withdrawal until it is paid. */
const REJECTABLE = [...LOCKED_STATES, 'approved'];

/**
 * Withdrawals: amount + fee move from available to locked at once; pending → (approving) → approved
 * (locked → withdrawing) → paid (withdrawing → external_withdrawals + fees), or rejected / cancelled
 * (back to available). Each state change that moves money is a ledger entry referring to the withdrawal.
 */
export class WithdrawService {
  readonly #withdrawals = new WithdrawalRepository();
  /** The member's withdrawals as their list and detail pages read them. */
  readonly records: MemberRecords<WithdrawalRow, WithdrawItem>;
  #payouts: PayoutGuard | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly books: MoneyBooks,
    private readonly balances: BalanceService,
    private readonly audit: AuditLog,
    private readonly codes: WithdrawCodes,
    private readonly tips: OrderTips,
    private readonly holds: SecurityHoldCheck = new SecurityHoldCheck(clock),
    private readonly addressBook: AddressBookGate = new AddressBookGate(clock, books.settings),
  ) {
    this.records = new MemberRecords(this.db, this.#withdrawals, (row, language) => this.view(row, language));
  }

  /** From now on, a withdrawal whose payout is in flight can be neither rejected nor marked paid by hand. */
  guardPayouts(guard: PayoutGuard): void {
    this.#payouts = guard;
  }

  /** Refuses (rolling back the caller's transaction) while a hot wallet's payout of `id` is in flight; call it after the row's conditional change, which holds the row. */
  async #refuseInFlight(trx: Transaction<DB>, id: bigint): Promise<void> {
    if (await this.#payouts?.inFlight(trx, id)) refuse(m.payoutInFlight);
  }

  async #rules(code: string): Promise<{ asset: Asset; rules: AssetRules; chain: NonNullable<AssetRules['chain']> }> {
    const asset = await this.books.assets.require(code);
    const rules = assetRules(await this.books.settings.all(), asset);
    if (!rules.chain) return refuse(m.notWithdrawable, { asset: asset.code }, 'asset');
    return { asset, rules, chain: rules.chain };
  }

  /** What the withdraw page shows before the member types (`wallet`: which of the member's wallets it leaves from). */
  async info(userId: bigint, code = 'USDT', wallet: WithdrawWallet = 'main'): Promise<WithdrawInfo> {
    const { asset, chain } = await this.#rules(code);
    const available = await this.balances.purposeBalance(userId, asset.code, withdrawWallets[wallet].available);
    const used = await this.balances.withdrawnToday(userId, asset.code);
    const left = chain.withdrawDailyLimit > used ? chain.withdrawDailyLimit - used : 0n;
    const afterFee = available > chain.withdrawFee ? available - chain.withdrawFee : 0n;
    const recent = await this.#withdrawals.recentAddresses(this.db, userId, chain.withdrawNetwork);
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
      recent_addresses: recent,
    };
  }

  /**
   * A member asks for a withdrawal: every check runs before the transaction, the code included (the
   * pay password is checked by the route); the effect stores the request and locks amount + fee, and
   * refuses when short or over today's limit.
   */
  readonly request = moneyAction(this.#request('main'));

  /** The same request from the coin-mix wallet (`coinmix.withdraw`): same checks, review and states. */
  readonly requestFromCoinmix = moneyAction(this.#request('coinmix'));

  /** The request from one of the member's wallets: the USDT wallet (`main`) or the coin-mix wallet. */
  #request(wallet: WithdrawWallet): MoneyAction<MemberActor, ParsedOf<typeof fundApi.withdraw>, WithdrawPlan, Answer> {
    return {
      plan: async ({ userId }, input) => {
        const { asset, rules, chain } = await this.#rules(input.asset);
        const me = await membersDirectory.withdrawerOf(this.db, userId);
        this.holds.refuseDuringHold(me.security_changed_at, (await this.books.settings.all()).security_hold_hours);
        const amount = amountOrRefuse(input.amount, asset);
        if (amount < chain.withdrawMin)
          refuse(m.belowWithdrawMin, { min: formatFor(asset, chain.withdrawMin), asset: asset.code }, 'amount');
        const network = chain.withdrawNetwork;
        if (!isValidAddress(network, input.address)) refuse(m.addressInvalid, { network }, 'address');
        // A saved address only once its wait is over; with "only saved addresses" on, nothing else.
        await this.addressBook.refuseUnlessAllowed(this.db, userId, network, input.address);
        await this.#checkDailyLimit(this.db, userId, asset, amount, chain.withdrawDailyLimit, false);
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
          wallet,
        };
      },
      execute: async (trx, plan) => {
        await this.codes.consume(plan.codeId, trx, 'code');
        const now = nowMs(this.clock);
        const id = await this.#withdrawals.insertPending(
          trx,
          {
            user_id: plan.userId,
            asset: plan.asset.code,
            network: plan.network,
            address: plan.address,
            amount: plan.amount,
            fee: plan.fee,
            needs_two_approvals: plan.amount > plan.threshold ? 1n : 0n,
            wallet: plan.wallet,
          },
          now,
        );
        const code = plan.asset.code;
        const purposes = withdrawWallets[plan.wallet];
        // Locking first takes the member's account row, so concurrent requests of one member count today's total one at a time.
        await this.#post(trx, id, {
          kind: 'withdraw',
          moves: [hold(plan.userId, code, plan.amount + plan.fee, { from: purposes.available, into: purposes.locked })],
        });
        await this.#checkDailyLimit(trx, plan.userId, plan.asset, plan.amount, plan.dailyLimit, true);
        return { id: Number(id), status: 'pending' };
      },
    };
  }

  /** The member takes back a request nobody has approved yet; amount + fee unlock. */
  readonly cancel = moneyAction<MemberActor, ParsedOf<typeof fundApi.withdrawCancel>, { userId: bigint; id: bigint }, Answer>({
    plan: async ({ userId }, input) => ({ userId, id: BigInt(input.id) }),
    execute: async (trx, { userId, id }) => {
      const row = await this.#withdrawals.find(trx, id, userId);
      if (!row) return refuse(m.recordNotFound, {}, 'id');
      if (row.status !== 'pending') refuse(m.notCancellable, {}, 'id');
      await this.#move(trx, row, ['pending'], { status: 'cancelled', updated_at: nowMs(this.clock) });
      await this.#refund(trx, row, walletPurposes(row.wallet).locked, undefined);
      return { id: Number(id), status: 'cancelled' };
    },
  });

  /**
   * One operator's approval. Below the threshold it approves at once; above it the first approval
   * moves the request to `approving` and a second, different operator holding `finance.approve`
   * approves it. Approval moves amount + fee from locked to withdrawing.
   */
  readonly approve = moneyAction<OperatorActor, ParsedOf<typeof adminFundApi.withdrawApprove>, Decision, Answer>({
    plan: decisionOn,
    execute: (trx, { actor, id }) =>
      decidePending(trx, this.audit, { actor, id, target: 'withdrawal', rows: this.#withdrawals, from: LOCKED_STATES }, async (row) => {
        const adminId = actor.operator.adminId;
        const approvals = await this.#withdrawals.approvers(trx, id);
        if (approvals.includes(adminId)) refuse(m.sameApprover);
        const isSecond = row.needs_two_approvals === 1n && approvals.length >= 1;
        if (isSecond && !actor.can('finance.approve')) refuse(m.secondApprovalRole);
        const now = nowMs(this.clock);
        await this.#withdrawals.addApproval(trx, id, actor.operator, now);
        const asset = await this.books.assets.require(row.asset, 'asset', trx);
        if (row.needs_two_approvals === 1n && !isSecond)
          return {
            to: 'approving',
            move: () => this.#withdrawals.move(trx, id, ['pending'], { status: 'approving', updated_at: now }),
            audit: { action: 'withdraw.approve_first', before: { status: row.status }, after: { status: 'approving' } },
          };
        return {
          to: 'approved',
          move: () =>
            this.#withdrawals.move(trx, id, LOCKED_STATES, {
              status: 'approved',
              approved_at: now,
              decided_by: adminId,
              updated_at: now,
            }),
          post: async () => {
            const { locked, withdrawing } = walletPurposes(row.wallet);
            await this.#post(trx, id, {
              kind: 'withdraw_approve',
              moves: [moveHeld(row.user_id, row.asset, row.amount + row.fee, { from: locked, into: withdrawing })],
              adminId,
            });
          },
          audit: {
            action: 'withdraw.approve',
            before: { status: row.status },
            after: { status: 'approved', amount: formatFor(asset, row.amount), fee: formatFor(asset, row.fee), address: row.address },
          },
          tip: () => this.#tip(trx, row, 'withdraw_approved'),
        };
      }),
  });

  /** Rejects a request not yet paid; amount + fee go back to available. */
  readonly reject = moneyAction<OperatorActor, ParsedOf<typeof adminFundApi.withdrawReject>, Decision & { reason: string }, Answer>({
    plan: rejectionOn,
    execute: (trx, { actor, id, reason }) =>
      decidePending(trx, this.audit, { actor, id, target: 'withdrawal', rows: this.#withdrawals, from: REJECTABLE }, (row) => {
        const now = nowMs(this.clock);
        return rejectionStep('withdraw.reject', row, reason, {
          move: () =>
            this.#withdrawals.move(trx, id, [row.status], {
              status: 'rejected',
              reason,
              decided_by: actor.operator.adminId,
              updated_at: now,
            }),
          post: async () => {
            await this.#refuseInFlight(trx, id);
            const purposes = walletPurposes(row.wallet);
            await this.#refund(trx, row, row.status === 'approved' ? purposes.withdrawing : purposes.locked, actor.operator.adminId);
          },
          tip: () => this.#tip(trx, row, 'withdraw_rejected', { reason }),
        });
      }),
  });

  /** Records the payout's tx hash: withdrawing → external_withdrawals (amount) and fees (fee). */
  readonly markPaid = moneyAction<OperatorActor, ParsedOf<typeof adminFundApi.withdrawPaid>, Decision & { txHash: string }, Answer>({
    plan: async (actor, input) => ({ actor, id: BigInt(input.id), txHash: input.tx_hash }),
    execute: (trx, { actor, id, txHash: txHashInput }) =>
      decidePending(trx, this.audit, { actor, id, target: 'withdrawal', rows: this.#withdrawals, from: ['approved'] }, async (row) => {
        const txHash = normalizeTxHash(row.network, txHashInput);
        if (!txHash) return refuse(m.txHashInvalid, { network: row.network }, 'tx_hash');
        if (await this.#withdrawals.isPaidWith(trx, row.network, txHash)) refuse(m.txHashUsed, {}, 'tx_hash');
        const now = nowMs(this.clock);
        return {
          to: 'paid',
          move: () => this.#withdrawals.move(trx, id, ['approved'], { status: 'paid', tx_hash: txHash, paid_at: now, updated_at: now }),
          post: async () => {
            await this.#refuseInFlight(trx, id);
            await this.#postPaid(trx, row, txHash, actor.operator.adminId);
          },
          audit: { action: 'withdraw.paid', before: { status: 'approved' }, after: { status: 'paid', tx_hash: txHash } },
          tip: () => this.#tip(trx, row, 'withdraw_paid'),
        };
      }),
  });

  /**
   * The hot wallet's payout of an approved withdrawal reached its confirmations: paid with its tx
   * hash, as an operator's "mark paid" would (the broadcast record is the trail). Inside the caller's
   * transaction; refuses when the withdrawal is no longer approved.
   */
  async paidOnChain(trx: Transaction<DB>, id: bigint, txHash: string): Promise<void> {
    const row = await this.#decidable(trx, id, ['approved']);
    const now = nowMs(this.clock);
    await this.#move(trx, row, ['approved'], { status: 'paid', tx_hash: txHash, paid_at: now, updated_at: now });
    await this.#postPaid(trx, row, txHash, undefined);
    await this.#tip(trx, row, 'withdraw_paid');
  }

  /** The payout: withdrawing → external_withdrawals (amount) and fees (fee). */
  async #postPaid(trx: Transaction<DB>, row: WithdrawalRow, txHash: string, adminId: bigint | undefined): Promise<void> {
    await this.#post(trx, row.id, { kind: 'withdraw_paid', moves: paidMoves(row), params: { tx_hash: txHash }, adminId });
  }

  /**
   * The hot wallet's payout failed (reverted, or dropped with its nonce used): the approved
   * withdrawal goes back to review with the reason, amount + fee back from withdrawing to locked, and
   * its approvals cleared so that operators decide again. Inside the caller's transaction.
   */
  async backToReview(trx: Transaction<DB>, id: bigint, reason: string): Promise<void> {
    const row = await this.#decidable(trx, id, ['approved']);
    await this.#move(trx, row, ['approved'], {
      status: 'pending',
      reason,
      approved_at: null,
      decided_by: null,
      updated_at: nowMs(this.clock),
    });
    const { locked, withdrawing } = walletPurposes(row.wallet);
    await this.#post(trx, id, {
      kind: 'withdraw_review',
      moves: [moveHeld(row.user_id, row.asset, row.amount + row.fee, { from: withdrawing, into: locked })],
    });
    await this.#withdrawals.clearApprovals(trx, id);
  }

  async view(row: WithdrawalRow, language: Language): Promise<WithdrawItem> {
    const asset = await this.books.assets.require(row.asset);
    return {
      ...withdrawalFigures(asset, row),
      status: row.status as WithdrawItem['status'],
      status_text: render(withdrawStatusText[row.status] ?? withdrawStatusText.pending!, language),
      tx_hash: row.tx_hash,
      reason: row.reason,
      created_at: unixSeconds(row.created_at),
      paid_at: unixSeconds(row.paid_at),
    };
  }

  /** Refuses when today's withdrawals with `amount` exceed the limit; `counted`: the request is already stored. */
  async #checkDailyLimit(db: Executor, userId: bigint, asset: Asset, amount: bigint, limit: bigint, counted: boolean) {
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
    const asset = await this.books.assets.require(row.asset, 'asset', trx);
    await this.tips.add(trx, decisionTip('withdrawal', row, kind, asset, row.amount, params));
  }

  async #decidable(trx: Transaction<DB>, id: bigint, states: string[]): Promise<WithdrawalRow> {
    return stillPending(await this.#withdrawals.find(trx, id), states);
  }

  /** A conditional state change: refuses when a concurrent decision moved the row first. */
  async #move(trx: Transaction<DB>, row: WithdrawalRow, from: string[], set: Partial<Omit<WithdrawalRow, 'id'>>): Promise<void> {
    if (!(await this.#withdrawals.move(trx, row.id, from, set))) refuse(m.alreadyDecided, { status: String(set.status ?? row.status) });
  }

  async #refund(trx: Transaction<DB>, row: WithdrawalRow, fromPurpose: string, adminId: bigint | undefined): Promise<void> {
    await this.#post(trx, row.id, {
      kind: 'withdraw_refund',
      moves: [release(row.user_id, row.asset, row.amount + row.fee, { from: fromPurpose, to: walletPurposes(row.wallet).available })],
      adminId,
    });
  }

  /** Posts an entry of the withdrawal `id`: the entry refers to it, and its params start with its id. */
  async #post(trx: Transaction<DB>, id: bigint, posting: Pick<Posting, 'kind' | 'moves' | 'params' | 'adminId'>): Promise<void> {
    await this.books.ledger.post(trx, {
      ...posting,
      params: { withdrawal_id: String(id), ...posting.params },
      ref: { type: 'withdrawal', id },
    });
  }
}

/** A payout of what an approved withdrawal holds: the amount to the outside world, the fee to the platform. */
function paidMoves(row: WithdrawalRow): Move[] {
  const from = walletPurposes(row.wallet).withdrawing;
  const moves = [
    capture(row.user_id, row.asset, row.amount, { from, to: system('external_withdrawals', row.asset), type: 'withdraw_paid' }),
  ];
  if (row.fee > 0n) moves.push(capture(row.user_id, row.asset, row.fee, { from, to: system('fees', row.asset), type: 'withdraw_fee' }));
  return moves;
}
