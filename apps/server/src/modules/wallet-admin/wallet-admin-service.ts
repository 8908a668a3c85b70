import type {
  AdminAdjustmentItem,
  AdminMemberBalance,
  AdminRechargeItem,
  AdminWithdrawItem,
  AssetFigures,
  adminFundApi,
  FinanceSummary,
  FundMember,
} from '@mcc/contract/admin-fund';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import { unixSeconds } from '../../platform/clock';
import { keysetWindow } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { memberPurposes, systemAccounts } from '../ledger/accounts';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import type { SettingsService } from '../settings/settings-service';
import type { BalanceService } from '../wallet/balance-service';
import { rechargeFigures, withdrawalFigures } from '../wallet/record-figures';
import { walletMessages as m } from '../wallet/wallet-messages';
import { assetRules } from '../wallet/wallet-rules';
import { walletOf } from '../wallet/withdraw-wallets';
import { BooksRepository, type MemberColumns, ReviewRepository } from './review-repository';

function memberOf(row: MemberColumns): FundMember {
  return { id: Number(row.user_id), uid: row.uid, nickname: row.nickname, mobile: row.mobile, email: row.email };
}

/** What the console reads about money: review queues, a member's balances, the dashboard. */
export class WalletAdminService {
  readonly #reviews = new ReviewRepository();
  readonly #books = new BooksRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly assets: AssetRegistry,
    private readonly balances: BalanceService,
    private readonly settings: SettingsService,
  ) {}

  /** Each row of a console page as `item` shows it, one after another, with the row's asset at hand to format its amounts. */
  async #items<Row extends { asset: string }, Item>(rows: Row[], item: (row: Row, asset: Asset) => Item | Promise<Item>): Promise<Item[]> {
    const list: Item[] = [];
    for (const row of rows) list.push(await item(row, await this.assets.require(row.asset)));
    return list;
  }

  async recharges(query: ParsedOf<typeof adminFundApi.recharges>): Promise<DataOf<typeof adminFundApi.recharges>> {
    const rows = await this.#reviews.recharges(this.db, query, keysetWindow(query));
    const list = await this.#items(
      rows.list,
      (row, asset): AdminRechargeItem => ({
        ...rechargeFigures(asset, row),
        member: memberOf(row),
        status: row.status as AdminRechargeItem['status'],
        reason: row.reason,
        reviewed_by: row.reviewer,
        reviewed_at: unixSeconds(row.reviewed_at),
        created_at: unixSeconds(row.created_at)!,
      }),
    );
    return { ...rows, list, pending: await this.#reviews.count(this.db, 'recharges', ['pending', 'pending_approval']) };
  }

  async withdrawals(query: ParsedOf<typeof adminFundApi.withdrawals>): Promise<DataOf<typeof adminFundApi.withdrawals>> {
    const rows = await this.#reviews.withdrawals(this.db, query, keysetWindow(query));
    const approvals = await this.#reviews.withdrawalApprovals(
      this.db,
      rows.list.map((r) => r.id),
    );
    const list = await this.#items(rows.list, async (row, asset): Promise<AdminWithdrawItem> => {
      const wallet = walletOf(row.wallet);
      const balance = await this.balances.walletBalance(row.user_id, asset, wallet);
      return {
        ...withdrawalFigures(asset, row),
        member: memberOf(row),
        wallet,
        status: row.status as AdminWithdrawItem['status'],
        needs_two_approvals: row.needs_two_approvals === 1n,
        approvals: approvals
          .filter((a) => a.target_id === row.id)
          .map((a) => ({ admin_id: Number(a.admin_id), admin_username: a.admin_username, at: unixSeconds(a.created_at)! })),
        tx_hash: row.tx_hash,
        reason: row.reason,
        created_at: unixSeconds(row.created_at)!,
        approved_at: unixSeconds(row.approved_at),
        paid_at: unixSeconds(row.paid_at),
        balance,
      };
    });
    return {
      ...rows,
      list,
      pending: await this.#reviews.count(this.db, 'withdrawals', ['pending', 'approving']),
      threshold: await this.#threshold(),
    };
  }

  async adjustments(query: ParsedOf<typeof adminFundApi.adjustments>): Promise<DataOf<typeof adminFundApi.adjustments>> {
    const userId = query.user_id === undefined ? undefined : BigInt(query.user_id);
    const rows = await this.#reviews.adjustments(this.db, { status: query.status, userId }, keysetWindow(query));
    const list = await this.#items(
      rows.list,
      (row, asset): AdminAdjustmentItem => ({
        id: Number(row.id),
        member: memberOf(row),
        asset: row.asset,
        amount: formatFor(asset, row.amount),
        reason: row.reason,
        status: row.status as AdminAdjustmentItem['status'],
        maker: row.maker_username,
        checker: row.checker_username,
        reject_reason: row.reject_reason,
        created_at: unixSeconds(row.created_at)!,
        decided_at: unixSeconds(row.decided_at),
      }),
    );
    return {
      ...rows,
      list,
      pending: await this.#reviews.count(this.db, 'adjustments', ['pending_approval']),
      threshold: await this.#threshold(),
    };
  }

  async memberBalance(userId: bigint): Promise<AdminMemberBalance> {
    const user = await this.#reviews.member(this.db, userId);
    if (!user) return refuse(m.memberNotFound, {}, 'user_id');
    return {
      member: { ...memberOf(user), status: user.status },
      balances: await this.balances.balances(userId),
      pending: {
        recharges: await this.#reviews.count(this.db, 'recharges', ['pending', 'pending_approval'], userId),
        withdrawals: await this.#reviews.count(this.db, 'withdrawals', ['pending', 'approving', 'approved'], userId),
        adjustments: await this.#reviews.count(this.db, 'adjustments', ['pending_approval'], userId),
      },
    };
  }

  /** A member's details of one asset, as the member sees them; refuses an unknown member. */
  async memberDetail(
    query: ParsedOf<typeof adminFundApi.memberDetail>,
    language: Language,
  ): Promise<DataOf<typeof adminFundApi.memberDetail>> {
    const userId = BigInt(query.user_id);
    if (!(await this.#reviews.member(this.db, userId))) refuse(m.memberNotFound, {}, 'user_id');
    const asset = await this.assets.require(query.asset);
    const { types: _types, ...page } = await this.balances.details(userId, asset, query, language);
    return page;
  }

  async summary(): Promise<FinanceSummary> {
    const sums = await this.#books.sums(this.db);
    const figures: AssetFigures[] = [];
    for (const asset of await this.assets.list()) {
      let available = 0n;
      let locked = 0n;
      let all = 0n;
      const systemBalances: Record<string, bigint> = {};
      for (const name of Object.keys(systemAccounts)) systemBalances[name] = 0n;
      for (const row of sums.filter((s) => s.asset === asset.code)) {
        all += row.total;
        if (row.kind === 'member') {
          if (row.purpose === memberPurposes.available) available += row.total;
          else locked += row.total;
        } else {
          systemBalances[row.purpose] = (systemBalances[row.purpose] ?? 0n) + row.total;
        }
      }
      const external = (systemBalances.external_deposits ?? 0n) + (systemBalances.external_withdrawals ?? 0n);
      figures.push({
        asset: asset.code,
        members_available: formatFor(asset, available),
        members_locked: formatFor(asset, locked),
        members_total: formatFor(asset, available + locked),
        system: Object.fromEntries(Object.entries(systemBalances).map(([k, v]) => [k, formatFor(asset, v)])),
        net_inflow: formatFor(asset, -external),
        balanced: all === 0n,
      });
    }
    return {
      members: { total: await this.#books.membersCount(this.db), with_balance: await this.#books.membersWithBalance(this.db) },
      assets: figures,
      pending: {
        recharges: await this.#reviews.count(this.db, 'recharges', ['pending', 'pending_approval']),
        withdrawals: await this.#reviews.count(this.db, 'withdrawals', ['pending']),
        withdrawals_second_approval: await this.#reviews.count(this.db, 'withdrawals', ['approving']),
        adjustments: await this.#reviews.count(this.db, 'adjustments', ['pending_approval']),
      },
      two_approval_threshold: await this.#threshold(),
    };
  }

  /** The threshold as a plain decimal (the same number applies in each asset's units). */
  async #threshold(): Promise<string> {
    const usdt = (await this.assets.list())[0];
    if (!usdt) return '0';
    return formatFor(usdt, assetRules(await this.settings.all(), usdt).twoApprovalThreshold);
  }
}
