import type { AssetBalance, AssetWallet, FundDetailItem, WalletData } from '@mcc/contract/fund';
import type { Kysely, Transaction } from 'kysely';
import { startOfDayMs } from '../../platform/calendar';
import { type Clock, unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { Language } from '../../platform/i18n/language';
import { member, memberPurposes } from '../ledger/accounts';
import { type Asset, formatFor } from '../ledger/assets';
import { lineMemo, lineTypeName } from '../ledger/line-types';
import { LinesRepository } from '../ledger/lines-repository';
import type { MoneyBooks } from './money-books';
import { WithdrawalRepository } from './wallet-repository';
import { assetRules } from './wallet-rules';
import { ownPageAssets, separateWalletPurposes, type WithdrawWallet, withdrawWallets } from './withdraw-wallets';

export const DETAIL_PAGE_SIZE = 20;
/** Details count a member's lines up to this many: a count never reads a whole history. */
export const DETAIL_COUNT_CAP = 1000;

/** Prices in USDT for the wallet's values; the market module provides one when it exists. */
export interface PriceSource {
  /** USDT base units for one whole unit of `asset`, or null when unknown. */
  priceInUsdt(asset: string): Promise<bigint | null>;
}

type Executor = Kysely<DB> | Transaction<DB>;

/** Members' balances and details, read from the ledger. */
export class BalanceService {
  readonly #withdrawals = new WithdrawalRepository();
  readonly #lines = new LinesRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly books: MoneyBooks,
    private readonly timeZone: string,
    private readonly prices?: PriceSource,
  ) {}

  /** Every asset's available, locked (all other purposes) and the locked part by purpose, as base units. */
  async rawBalances(userId: bigint, db: Executor = this.db): Promise<Map<string, { available: bigint; purposes: Map<string, bigint> }>> {
    const rows = await this.books.ledger.memberAccounts(db, userId);
    const result = new Map<string, { available: bigint; purposes: Map<string, bigint> }>();
    for (const asset of await this.books.assets.list()) result.set(asset.code, { available: 0n, purposes: new Map() });
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
    const rows = await this.books.ledger.memberAccounts(db, userId);
    return rows.find((r) => r.asset === asset && r.purpose === purpose)?.balance ?? 0n;
  }

  /** `{ USDT: { available, locked, purposes }, MCC: ... }` as decimal strings. */
  async balances(userId: bigint, db: Executor = this.db): Promise<Record<string, AssetBalance>> {
    const raw = await this.rawBalances(userId, db);
    const out: Record<string, AssetBalance> = {};
    for (const asset of await this.books.assets.list()) {
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

  /**
   * One withdraw wallet's balance of an asset: the USDT wallet as `balances()` shows it, or the
   * coin-mix wallet's spendable money and what its withdrawals hold (under review or on their way out).
   */
  async walletBalance(userId: bigint, asset: Asset, wallet: WithdrawWallet, db: Executor = this.db): Promise<AssetBalance> {
    if (wallet === 'main') return (await this.balances(userId, db))[asset.code] ?? { available: '0', locked: '0', purposes: {} };
    const purposes = withdrawWallets[wallet];
    const accounts = await this.books.ledger.memberAccounts(db, userId);
    const balance = (purpose: string) => accounts.find((a) => a.asset === asset.code && a.purpose === purpose)?.balance ?? 0n;
    const held = [purposes.locked, purposes.withdrawing];
    return {
      available: formatFor(asset, balance(purposes.available)),
      locked: formatFor(
        asset,
        held.reduce((sum, purpose) => sum + balance(purpose), 0n),
      ),
      purposes: Object.fromEntries(held.map((purpose) => [purpose, formatFor(asset, balance(purpose))])),
    };
  }

  /** What the member withdrew today (amounts of requests not rejected or cancelled), in base units. */
  async withdrawnToday(userId: bigint, asset: string, db: Executor = this.db): Promise<bigint> {
    const since = BigInt(startOfDayMs(this.clock.now().getTime(), this.timeZone));
    return this.#withdrawals.requestedSince(db, userId, asset, since);
  }

  /** One asset's wallet card with its rules (`/api/fund/usdt`, `/api/fund/ssk`). */
  async assetWallet(userId: bigint, asset: Asset): Promise<AssetWallet> {
    return (await this.#card(userId, asset)).card;
  }

  /** Every card of "my wallet" and the total value in USDT of those with a price. */
  async wallet(userId: bigint): Promise<WalletData> {
    const cards: AssetWallet[] = [];
    let total = 0n;
    for (const asset of await this.books.assets.list()) {
      if (ownPageAssets.has(asset.code)) continue;
      const { card, value } = await this.#card(userId, asset);
      cards.push(card);
      total += value ?? 0n;
    }
    const usdt = await this.books.assets.find('USDT');
    return { total_value: usdt ? formatFor(usdt, total) : '0', assets: cards };
  }

  async #card(userId: bigint, asset: Asset): Promise<{ card: AssetWallet; value: bigint | null }> {
    const raw = (await this.rawBalances(userId)).get(asset.code)!;
    const locked = [...raw.purposes.values()].reduce((a, b) => a + b, 0n);
    const rules = assetRules(await this.books.settings.all(), asset);
    const usdt = await this.books.assets.find('USDT');
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

  /**
   * A page of the member's available-balance details of one asset, newest first, in `language`:
   * after the line `before` when given (the keyset cursor `next_before` hands on), else page `page`.
   * `total` is counted up to DETAIL_COUNT_CAP; `has_more` comes from reading one line more.
   */
  async details(
    userId: bigint,
    asset: Asset,
    query: { page: number; type?: string; before?: number },
    language: Language,
    db: Executor = this.db,
    purpose: string = memberPurposes.available,
  ): Promise<{
    list: FundDetailItem[];
    total: number;
    page: number;
    limit: number;
    has_more: boolean;
    next_before: number | null;
    types: { type: string; text: string }[];
  }> {
    const accountId = await this.books.ledger.accountId(db, member(userId, asset.code, purpose));
    const page = query.before === undefined ? query.page : 1;
    const empty = { list: [], total: 0, page, limit: DETAIL_PAGE_SIZE, has_more: false, next_before: null, types: [] };
    if (accountId === null) return empty;
    const before = query.before === undefined ? undefined : BigInt(query.before);
    const rows = await this.#lines.page(db, accountId, {
      type: query.type,
      before,
      offset: before === undefined ? (query.page - 1) * DETAIL_PAGE_SIZE : 0,
      limit: DETAIL_PAGE_SIZE + 1,
    });
    const hasMore = rows.length > DETAIL_PAGE_SIZE;
    const shown = rows.slice(0, DETAIL_PAGE_SIZE);
    const counted = await this.#lines.countUpTo(db, accountId, query.type, DETAIL_COUNT_CAP);
    // Past the cap the count is a floor: at least what this page shows and the one after it.
    const seen = (page - 1) * DETAIL_PAGE_SIZE + shown.length + (hasMore ? 1 : 0);
    const types = await this.#lines.typesOf(db, accountId);
    return {
      list: shown.map((row) => ({
        id: Number(row.id),
        type: row.type,
        type_text: lineTypeName(row.type, language, row.amount),
        amount: formatFor(asset, row.amount),
        balance: formatFor(asset, row.balance_after),
        memo: lineMemo(row.type, row.amount, row.memo, row.params_json, language),
        created_at: unixSeconds(row.created_at),
      })),
      total: before === undefined ? Math.max(counted, seen) : counted,
      page,
      limit: DETAIL_PAGE_SIZE,
      has_more: hasMore,
      next_before: hasMore ? Number(shown[shown.length - 1]!.id) : null,
      types: types.map((type) => ({ type, text: lineTypeName(type, language) })),
    };
  }
}
