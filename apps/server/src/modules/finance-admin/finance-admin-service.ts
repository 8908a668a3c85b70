import type {
  AdminAdjustmentItem,
  AdminMemberBalance,
  AdminRechargeItem,
  AdminWithdrawItem,
  AssetFigures,
  FinanceSummary,
  FundMember,
} from '@mcc/contract/admin-fund';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { memberPurposes, systemAccounts } from '../ledger/accounts';
import type { Asset, AssetRegistry } from '../ledger/assets';
import type { SettingsService } from '../settings/settings-service';
import { type BalanceService, formatFor } from '../wallet/balance-service';
import { walletMessages as m } from '../wallet/wallet-messages';
import { assetRules } from '../wallet/wallet-rules';

export const ADMIN_PAGE_SIZE = 20;

const seconds = (ms: bigint | null) => (ms === null ? null : Math.floor(Number(ms) / 1000));

interface MemberColumns {
  user_id: bigint;
  uid: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
}

function memberOf(row: MemberColumns): FundMember {
  return { id: Number(row.user_id), uid: row.uid, nickname: row.nickname, mobile: row.mobile, email: row.email };
}

/** Keyword search on the member (UID, mobile, email) and on extra columns of the row (tx hash, address). */
function keywordFilter<QB extends SelectQueryBuilder<DB, 'users' | 'recharges' | 'withdrawals', object>>(
  qb: QB,
  keyword: string | undefined,
  extra: string[],
): QB {
  const k = keyword?.trim();
  if (!k) return qb;
  return qb.where((eb) =>
    eb.or([
      eb('users.uid', '=', k),
      eb('users.mobile', '=', k),
      eb('users.email', '=', k.toLowerCase()),
      ...extra.map((column) => eb(sql.ref(column), '=', k.toLowerCase())),
      ...extra.map((column) => eb(sql.ref(column), '=', k)),
    ]),
  ) as QB;
}

/** What the console reads about money: review queues, a member's balances, the dashboard. */
export class FinanceQueries {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly assets: AssetRegistry,
    private readonly balances: BalanceService,
    private readonly settings: SettingsService,
  ) {}

  async #asset(code: string): Promise<Asset> {
    return this.assets.require(code);
  }

  async recharges(query: { page: number; status?: string; keyword?: string }) {
    let base = this.db.selectFrom('recharges').innerJoin('users', 'users.id', 'recharges.user_id');
    if (query.status) base = base.where('recharges.status', '=', query.status);
    base = keywordFilter(base, query.keyword, ['recharges.tx_hash']);
    const { n } = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('admins', 'admins.id', 'recharges.reviewed_by')
      .selectAll('recharges')
      .select(['users.uid', 'users.nickname', 'users.mobile', 'users.email', 'admins.username as reviewer'])
      .orderBy('recharges.id', 'desc')
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE)
      .execute();
    const pending = await this.#count('recharges', 'pending');
    const list: AdminRechargeItem[] = [];
    for (const row of rows) {
      const asset = await this.#asset(row.asset);
      list.push({
        id: Number(row.id),
        member: memberOf(row),
        asset: row.asset,
        network: row.network,
        amount: formatFor(asset, row.amount),
        credited: row.credited === null ? null : formatFor(asset, row.credited),
        tx_hash: row.tx_hash,
        proof: row.proof,
        status: row.status as AdminRechargeItem['status'],
        reason: row.reason,
        reviewed_by: row.reviewer,
        reviewed_at: seconds(row.reviewed_at),
        created_at: seconds(row.created_at)!,
      });
    }
    const total = Number(n);
    return { list, total, page: query.page, limit: ADMIN_PAGE_SIZE, has_more: query.page * ADMIN_PAGE_SIZE < total, pending };
  }

  async withdrawals(query: { page: number; status?: string; keyword?: string }) {
    let base = this.db.selectFrom('withdrawals').innerJoin('users', 'users.id', 'withdrawals.user_id');
    if (query.status) base = base.where('withdrawals.status', '=', query.status);
    base = keywordFilter(base, query.keyword, ['withdrawals.address', 'withdrawals.tx_hash']);
    const { n } = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('withdrawals')
      .select(['users.uid', 'users.nickname', 'users.mobile', 'users.email'])
      .orderBy('withdrawals.id', 'desc')
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE)
      .execute();
    const approvals = rows.length
      ? await this.db
          .selectFrom('fund_approvals')
          .select(['target_id', 'admin_id', 'admin_username', 'created_at'])
          .where('target_type', '=', 'withdrawal')
          .where(
            'target_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('id')
          .execute()
      : [];
    const list: AdminWithdrawItem[] = [];
    for (const row of rows) {
      const asset = await this.#asset(row.asset);
      const balance = (await this.balances.balances(row.user_id))[row.asset] ?? { available: '0', locked: '0', purposes: {} };
      list.push({
        id: Number(row.id),
        member: memberOf(row),
        asset: row.asset,
        network: row.network,
        address: row.address,
        amount: formatFor(asset, row.amount),
        fee: formatFor(asset, row.fee),
        total: formatFor(asset, row.amount + row.fee),
        status: row.status as AdminWithdrawItem['status'],
        needs_two_approvals: row.needs_two_approvals === 1n,
        approvals: approvals
          .filter((a) => a.target_id === row.id)
          .map((a) => ({ admin_id: Number(a.admin_id), admin_username: a.admin_username, at: seconds(a.created_at)! })),
        tx_hash: row.tx_hash,
        reason: row.reason,
        created_at: seconds(row.created_at)!,
        approved_at: seconds(row.approved_at),
        paid_at: seconds(row.paid_at),
        balance,
      });
    }
    const total = Number(n);
    return {
      list,
      total,
      page: query.page,
      limit: ADMIN_PAGE_SIZE,
      has_more: query.page * ADMIN_PAGE_SIZE < total,
      pending: (await this.#count('withdrawals', 'pending')) + (await this.#count('withdrawals', 'approving')),
      threshold: await this.#threshold(),
    };
  }

  async adjustments(query: { page: number; status?: string; user_id?: number }) {
    let base = this.db.selectFrom('adjustments').innerJoin('users', 'users.id', 'adjustments.user_id');
    if (query.status) base = base.where('adjustments.status', '=', query.status);
    if (query.user_id !== undefined) base = base.where('adjustments.user_id', '=', BigInt(query.user_id));
    const { n } = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('adjustments')
      .select(['users.uid', 'users.nickname', 'users.mobile', 'users.email'])
      .orderBy('adjustments.id', 'desc')
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE)
      .execute();
    const list: AdminAdjustmentItem[] = [];
    for (const row of rows) {
      const asset = await this.#asset(row.asset);
      list.push({
        id: Number(row.id),
        member: memberOf(row),
        asset: row.asset,
        amount: formatFor(asset, row.amount),
        reason: row.reason,
        status: row.status as AdminAdjustmentItem['status'],
        maker: row.maker_username,
        checker: row.checker_username,
        reject_reason: row.reject_reason,
        created_at: seconds(row.created_at)!,
        decided_at: seconds(row.decided_at),
      });
    }
    const total = Number(n);
    return {
      list,
      total,
      page: query.page,
      limit: ADMIN_PAGE_SIZE,
      has_more: query.page * ADMIN_PAGE_SIZE < total,
      pending: await this.#count('adjustments', 'pending_approval'),
      threshold: await this.#threshold(),
    };
  }

  async memberBalance(userId: bigint): Promise<AdminMemberBalance> {
    const user = await this.db
      .selectFrom('users')
      .select(['id as user_id', 'uid', 'nickname', 'mobile', 'email', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return refuse(m.memberNotFound, {}, 'user_id');
    const count = async (table: 'recharges' | 'withdrawals' | 'adjustments', states: string[]) => {
      const row = await this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .where('user_id', '=', userId)
        .where('status', 'in', states)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      member: { ...memberOf(user), status: user.status },
      balances: await this.balances.balances(userId),
      pending: {
        recharges: await count('recharges', ['pending']),
        withdrawals: await count('withdrawals', ['pending', 'approving', 'approved']),
        adjustments: await count('adjustments', ['pending_approval']),
      },
    };
  }

  async memberExists(userId: bigint): Promise<void> {
    const user = await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) refuse(m.memberNotFound, {}, 'user_id');
  }

  async summary(): Promise<FinanceSummary> {
    const members = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    const withBalance = await this.db
      .selectFrom('ledger_accounts')
      .select(sql<bigint>`count(distinct user_id)`.as('n'))
      .where('kind', '=', 'member')
      .where('balance', '>', 0n)
      .executeTakeFirstOrThrow();
    const sums = await this.db
      .selectFrom('ledger_accounts')
      .select(['asset', 'kind', 'purpose', sql<bigint>`cast(coalesce(sum(balance), 0) as bigint)`.as('total')])
      .groupBy(['asset', 'kind', 'purpose'])
      .execute();
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
      members: { total: Number(members.n), with_balance: Number(withBalance.n) },
      assets: figures,
      pending: {
        recharges: await this.#count('recharges', 'pending'),
        withdrawals: await this.#count('withdrawals', 'pending'),
        withdrawals_second_approval: await this.#count('withdrawals', 'approving'),
        adjustments: await this.#count('adjustments', 'pending_approval'),
      },
      two_approval_threshold: await this.#threshold(),
    };
  }

  async #count(table: 'recharges' | 'withdrawals' | 'adjustments', status: string): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The threshold as a plain decimal (the same number applies in each asset's units). */
  async #threshold(): Promise<string> {
    const usdt = (await this.assets.list())[0];
    if (!usdt) return '0';
    return formatFor(usdt, assetRules(await this.settings.all(), usdt).twoApprovalThreshold);
  }
}
