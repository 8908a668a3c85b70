import type { adminFundApi } from '@mcc/contract/admin-fund';
import type { ParsedOf } from '@mcc/contract/endpoint';
import type { fundApi, RechargeItem } from '@mcc/contract/fund';
import type { Kysely } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import { type Language, render } from '../../platform/i18n/language';
import { type MemberActor, moneyAction, type OperatorActor } from '../../platform/money-action';
import type { AuditLog } from '../admin/audit-log';
import { member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, formatFor } from '../ledger/assets';
import type { SettingsService } from '../settings/settings-service';
import type { OrderTips } from '../tips/tips-service';
import { MemberRecords } from './member-records';
import type { MoneyBooks } from './money-books';
import { normalizeTxHash } from './networks';
import { type Decision, decidePending, decisionTip, rejectionOn, rejectionStep } from './pending-decision';
import { rechargeFigures } from './record-figures';
import { walletMessages as m, rechargeStatusText } from './wallet-messages';
import { RechargeRepository, type RechargeRow } from './wallet-repository';
import { assetRules } from './wallet-rules';

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

type ClaimInput = ParsedOf<typeof fundApi.recharge>;
type Answer = { id: number; status: 'pending' | 'confirmed' | 'rejected' };
type DecisionAnswer = { id: number; status: 'pending_approval' | 'confirmed' | 'rejected' };

/** A recharge still to decide: pending, or waiting for a second operator's approval. */
const UNDECIDED = ['pending', 'pending_approval'];

/**
 * Manual recharges: the member sends to the platform address and claims it with amount, tx hash and a
 * screenshot; an operator confirms (credits from `external_deposits`) or rejects with a reason.
 */
export class RechargeService {
  readonly #recharges = new RechargeRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly books: MoneyBooks,
    private readonly audit: AuditLog,
    private readonly uploads: UploadOwnership,
    private readonly tips: OrderTips,
  ) {
    this.records = new MemberRecords(this.db, this.#recharges, (row, language) => this.view(row, language));
  }

  /** The member's recharges as their list and detail pages read them. */
  readonly records: MemberRecords<RechargeRow, RechargeItem>;

  /** A member claims a recharge; it waits for an operator, a tx hash already claimed (and not rejected) is refused. */
  readonly claim = moneyAction<MemberActor, ClaimInput, RechargePlan, Answer>({
    plan: async (actor, input) => {
      const asset = await this.books.assets.require(input.asset);
      const rules = assetRules(await this.books.settings.all(), asset);
      if (!rules.chain) return refuse(m.notRechargeable, { asset: asset.code }, 'asset');
      if (!rules.chain.depositAddress) refuse(m.noDepositAddress);
      const amount = amountOrRefuse(input.amount, asset);
      if (amount < rules.chain.rechargeMin)
        refuse(m.belowRechargeMin, { min: formatFor(asset, rules.chain.rechargeMin), asset: asset.code }, 'amount');
      const network = rules.chain.depositNetwork;
      const txHash = normalizeTxHash(network, input.tx_hash);
      if (!txHash) return refuse(m.txHashInvalid, { network }, 'tx_hash');
      if (!(await this.uploads.isOwnedBy(actor.userId, input.proof))) refuse(m.proofNotOwn, {}, 'proof');
      return { userId: actor.userId, asset, network, amount, txHash, proof: input.proof };
    },
    execute: async (trx, plan) => {
      if (await this.#recharges.isClaimed(trx, plan.network, plan.txHash)) refuse(m.txHashUsed, {}, 'tx_hash');
      const now = nowMs(this.clock);
      try {
        const id = await this.#recharges.insert(trx, {
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
        });
        return { id: Number(id), status: 'pending' };
      } catch (error) {
        if (isUniqueViolation(error)) refuse(m.txHashUsed, {}, 'tx_hash');
        throw error;
      }
    },
  });

  /**
   * An operator credits a pending recharge (optionally a different amount: what actually arrived);
   * audit-logged. At most the claimed amount, and at most the two-approval threshold, is credited in
   * one step; a larger credit waits for a second operator, who confirms it as it stands (the first
   * operator cannot).
   */
  readonly confirm = moneyAction<
    OperatorActor,
    ParsedOf<typeof adminFundApi.rechargeConfirm>,
    Decision & { amount?: string; settings: Awaited<ReturnType<SettingsService['all']>> },
    DecisionAnswer
  >({
    // The settings are read here, outside the transaction (SQLite has one writer at a time).
    plan: async (actor, input) => ({ actor, id: BigInt(input.id), amount: input.amount, settings: await this.books.settings.all() }),
    execute: (trx, { actor, id, amount, settings }) =>
      decidePending(trx, this.audit, { actor, id, target: 'recharge', rows: this.#recharges, from: UNDECIDED }, async (row) => {
        const asset = await this.books.assets.require(row.asset, 'asset', trx);
        const asked = amount === undefined ? undefined : amountOrRefuse(amount, asset, { full: true });
        const adminId = actor.operator.adminId;
        const now = nowMs(this.clock);
        if (row.status === 'pending_approval') {
          if (row.reviewed_by === adminId) refuse(m.rechargeMakerCannotApprove);
          if (asked !== undefined && asked !== row.credited) refuse(m.rechargeApprovalAmount, {}, 'amount');
        }
        const credited = row.status === 'pending_approval' ? row.credited! : (asked ?? row.amount);
        const threshold = assetRules(settings, asset).twoApprovalThreshold;
        const claimed = formatFor(asset, row.amount);
        if (row.status === 'pending' && (credited > row.amount || credited > threshold))
          return {
            to: 'pending_approval',
            move: () =>
              this.#recharges.decide(trx, id, {
                status: 'pending_approval',
                credited,
                reviewed_by: adminId,
                reviewed_at: now,
                updated_at: now,
              }),
            audit: {
              action: 'recharge.request',
              before: { status: 'pending', amount: claimed },
              after: { status: 'pending_approval', credited: formatFor(asset, credited) },
            },
          };
        return {
          to: 'confirmed',
          move: () =>
            this.#recharges.decide(
              trx,
              id,
              { status: 'confirmed', credited, reviewed_by: adminId, reviewed_at: now, updated_at: now },
              row.status,
            ),
          post: async () => {
            const posted = await this.books.ledger.post(trx, {
              kind: 'recharge',
              moves: [{ from: system('external_deposits', asset.code), to: member(row.user_id, asset.code), amount: credited }],
              params: { recharge_id: String(id), tx_hash: row.tx_hash },
              ref: { type: 'recharge', id },
              adminId,
            });
            await this.#recharges.setEntry(trx, id, posted.entryId);
            return { entry_id: posted.entryId };
          },
          audit: {
            action: 'recharge.confirm',
            before: { status: row.status, amount: claimed },
            after: { status: 'confirmed', credited: formatFor(asset, credited) },
          },
          tip: () => this.tips.add(trx, decisionTip('recharge', row, 'recharge_confirmed', asset, credited)),
        };
      }),
  });

  /** An operator rejects a pending recharge with a reason the member sees; nothing is credited. */
  readonly reject = moneyAction<OperatorActor, ParsedOf<typeof adminFundApi.rechargeReject>, Decision & { reason: string }, DecisionAnswer>(
    {
      plan: rejectionOn,
      execute: (trx, { actor, id, reason }) =>
        decidePending(trx, this.audit, { actor, id, target: 'recharge', rows: this.#recharges, from: UNDECIDED }, (row) => {
          const now = nowMs(this.clock);
          return rejectionStep('recharge.reject', row, reason, {
            move: () =>
              this.#recharges.decide(
                trx,
                id,
                { status: 'rejected', reason, reviewed_by: actor.operator.adminId, reviewed_at: now, updated_at: now },
                row.status,
              ),
            tip: async () => {
              const asset = await this.books.assets.require(row.asset, 'asset', trx);
              await this.tips.add(trx, decisionTip('recharge', row, 'recharge_rejected', asset, row.amount, { reason }));
            },
          });
        }),
    },
  );

  async view(row: RechargeRow, language: Language): Promise<RechargeItem> {
    const asset = await this.books.assets.require(row.asset);
    return {
      ...rechargeFigures(asset, row),
      // Waiting for a second operator is still "pending review" to the member.
      status: (row.status === 'pending_approval' ? 'pending' : row.status) as RechargeItem['status'],
      status_text: render(
        rechargeStatusText[row.status === 'pending_approval' ? 'pending' : row.status] ?? rechargeStatusText.pending!,
        language,
      ),
      reason: row.reason,
      created_at: unixSeconds(row.created_at),
      reviewed_at: unixSeconds(row.reviewed_at),
    };
  }
}
