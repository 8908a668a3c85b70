import { formatAmount } from '@mcc/contract/amount';
import type { AssetBalance, AssetWallet, FundDetailItem, WalletData } from '@mcc/contract/fund';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { Language } from '../../platform/i18n/language';
import { member, memberPurposes } from '../ledger/accounts';
import type { Asset, AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import { lineMemo, lineTypeName } from '../ledger/line-types';
import type { SettingsService } from '../settings/settings-service';
import { startOfDayMs } from './networks';
import { assetRules } from './wallet-rules';
import { ownPageAssets, separateWalletPurposes } from './withdraw-wallets';

export const DETAIL_PAGE_SIZE = 20;

/** Prices in USDT for the wallet's values; the market module provides one when it exists. */
export interface PriceSource {
  /** USDT base units for one whole unit of `asset`, or null when unknown. */
  priceInUsdt(asset: string): Promise<bigint | null>;
}

/** An amount of `asset` as the wire shows it: all significant decimals, at least the input decimals. */
export function formatFor(asset: Asset, value: bigint): string {
  return formatAmount(value, asset.scale, asset.inputDecimals);
}

type Executor = Kysely<DB> | Transaction<DB>;

/** Members' balances and details, read from the ledger. */
export class BalanceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly ledger: Ledger,
    private readonly settings: SettingsService,
    private readonly timeZone: string,
    private readonly prices?: PriceSource,
  ) {}

  /** Every asset's available, locked (all other purposes) and the locked part by purpose, as base units. */
  async rawBalances(userId: bigint, db: Executor = this.db): Promise<Map<string, { available: bigint; purposes: Map<string, bigint> }>> {
    const rows = await this.ledger.memberAccounts(db, userId);
    const result = new Map<string, { available: bigint; purposes: Map<string, bigint> }>();
    for (const asset of await this.assets.list()) result.set(asset.code, { available: 0n, purposes: new Map() });
    for (const row of rows) {
      // The coin-mix wallet is shown on its own pages, not as locked USDT.
      if (separateWalletPurposes.has(row.purpose)) continue;
      const entry = result.get(row.asset) ?? { available: 0n, purposes: new Map() };
      if (row.purpose === memberPurposes.available) entry.available = row.balance;
      else entry.purposes.set(row.purpose, row.balance);
      result.set(row.asset, entry);
    }
    return result;
  }

  /** The balance of one of the member's accounts (asset and purpose), in base units; 0 before first use. */
  async purposeBalance(userId: bigint, asset: string, purpose: string, db: Executor = this.db): Promise<bigint> {
    const rows = await this.ledger.memberAccounts(db, userId);
    return rows.find((r) => r.asset === asset && r.purpose === purpose)?.balance ?? 0n;
  }

  /** `{ USDT: { available, locked, purposes }, MCC: ... }` as decimal strings. */
  async balances(userId: bigint, db: Executor = this.db): Promise<Record<string, AssetBalance>> {
    const raw = await this.rawBalances(userId, db);
    const out: Record<string, AssetBalance> = {};
    for (const asset of await this.assets.list()) {
      const entry = raw.get(asset.code)!;
      let locked = 0n;
      const purposes: Record<string, string> = {};
      for (const [purpose, balance] of entry.purposes) {
        locked += balance;
        purposes[purpose] = formatFor(asset, balance);
      }
      out[asset.code] = { available: formatFor(asset, entry.available), locked: formatFor(asset, locked), purposes };
    }
    return out;
  }

  /** What the member withdrew today (amounts of requests not rejected or cancelled), in base units. */
  async withdrawnToday(userId: bigint, asset: string, db: Executor = this.db): Promise<bigint> {
    const since = BigInt(startOfDayMs(this.clock.now().getTime(), this.timeZone));
    const row = await db
      .selectFrom('withdrawals')
      .select(sql<bigint>`cast(coalesce(sum(amount), 0) as bigint)`.as('total'))
      .where('user_id', '=', userId)
      .where('asset', '=', asset)
      .where('created_at', '>=', since)
      .where('status', 'not in', ['rejected', 'cancelled'])
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /** One asset's wallet card with its rules (`/api/fund/usdt`, `/api/fund/ssk`). */
  async assetWallet(userId: bigint, asset: Asset): Promise<AssetWallet> {
    return (await this.#card(userId, asset)).card;
  }

  /** Every card of "my wallet" and the total value in USDT of those with a price. */
  async wallet(userId: bigint): Promise<WalletData> {
    const cards: AssetWallet[] = [];
    let total = 0n;
    for (const asset of await this.assets.list()) {
      if (ownPageAssets.has(asset.code)) continue;
      const { card, value } = await this.#card(userId, asset);
      cards.push(card);
      total += value ?? 0n;
    }
    const usdt = await this.assets.find('USDT');
    return { total_value: usdt ? formatFor(usdt, total) : '0', assets: cards };
  }

  async #card(userId: bigint, asset: Asset): Promise<{ card: AssetWallet; value: bigint | null }> {
    const raw = (await this.rawBalances(userId)).get(asset.code)!;
    const locked = [...raw.purposes.values()].reduce((a, b) => a + b, 0n);
    const rules = assetRules(await this.settings.all(), asset);
    const usdt = await this.assets.find('USDT');
    const price = !usdt
      ? null
      : asset.code === usdt.code
        ? 10n ** BigInt(usdt.scale)
        : ((await this.prices?.priceInUsdt(asset.code)) ?? null);
    const total = raw.available + locked;
    let withdraw: AssetWallet['withdraw'] = null;
    if (rules.chain) {
      const used = await this.withdrawnToday(userId, asset.code);
      const left = rules.chain.withdrawDailyLimit > used ? rules.chain.withdrawDailyLimit - used : 0n;
      withdraw = {
        network: rules.chain.withdrawNetwork,
        fee: formatFor(asset, rules.chain.withdrawFee),
        min: formatFor(asset, rules.chain.withdrawMin),
        daily_limit: formatFor(asset, rules.chain.withdrawDailyLimit),
        today_used: formatFor(asset, used),
        today_left: formatFor(asset, left),
      };
    }
    // total (base units of the asset) × price (USDT base units per whole unit) → USDT base units, rounded down.
    const value = price !== null ? (total * price) / 10n ** BigInt(asset.scale) : null;
    const card: AssetWallet = {
      asset: asset.code,
      available: formatFor(asset, raw.available),
      locked: formatFor(asset, locked),
      total: formatFor(asset, total),
      input_decimals: asset.inputDecimals,
      transfer_fee: formatFor(asset, rules.transferFee),
      transfer_min: formatFor(asset, rules.transferMin),
      withdraw,
      price: price !== null && usdt ? formatFor(usdt, price) : null,
      value: value !== null && usdt ? formatFor(usdt, value) : null,
    };
    return { card, value };
  }

  /** A page of the member's available-balance details of one asset, newest first, in `language`. */
  async details(
    userId: bigint,
    asset: Asset,
    query: { page: number; type?: string },
    language: Language,
    db: Executor = this.db,
    purpose: string = memberPurposes.available,
  ): Promise<{
    list: FundDetailItem[];
    total: number;
    page: number;
    limit: number;
    has_more: boolean;
    types: { type: string; text: string }[];
  }> {
    const accountId = await this.ledger.accountId(db, member(userId, asset.code, purpose));
    const empty = { list: [], total: 0, page: query.page, limit: DETAIL_PAGE_SIZE, has_more: false, types: [] };
    if (accountId === null) return empty;
    let base = db.selectFrom('ledger_lines').where('ledger_lines.account_id', '=', accountId);
    if (query.type) base = base.where('ledger_lines.type', '=', query.type);
    const counted = await base.select(sql<bigint>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('ledger_entries', 'ledger_entries.id', 'ledger_lines.entry_id')
      .select([
        'ledger_lines.id',
        'ledger_lines.type',
        'ledger_lines.amount',
        'ledger_lines.balance_after',
        'ledger_lines.created_at',
        'ledger_entries.memo',
        'ledger_entries.params_json',
      ])
      .orderBy('ledger_lines.id', 'desc')
      .limit(DETAIL_PAGE_SIZE)
      .offset((query.page - 1) * DETAIL_PAGE_SIZE)
      .execute();
    const types = await db
      .selectFrom('ledger_lines')
      .select('type')
      .distinct()
      .where('account_id', '=', accountId)
      .orderBy('type')
      .execute();
    const total = Number(counted.n);
    return {
      list: rows.map((row) => ({
        id: Number(row.id),
        type: row.type,
        type_text: lineTypeName(row.type, language, row.amount),
        amount: formatFor(asset, row.amount),
        balance: formatFor(asset, row.balance_after),
        memo: lineMemo(row.type, row.amount, row.memo, row.params_json, language),
        created_at: Math.floor(Number(row.created_at) / 1000),
      })),
      total,
      page: query.page,
      limit: DETAIL_PAGE_SIZE,
      has_more: query.page * DETAIL_PAGE_SIZE < total,
      types: types.map((r) => ({ type: r.type, text: lineTypeName(r.type, language) })),
    };
  }
}
