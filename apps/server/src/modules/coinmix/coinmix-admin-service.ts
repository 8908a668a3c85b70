import type { AdminCoinmixOrder, AdminNav, adminCoinmixApi, CoinmixSummary, NavNote } from '@mcc/contract/admin-coinmix';
import { parseAmount } from '@mcc/contract/amount';
import type { ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import { type KeysetPage, keysetWindow, mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { languages, type Text } from '../../platform/i18n/language';
import { parseText, stringifyText } from '../../platform/i18n/localized-text';
import { type EndpointAction, moneyAction, type OperatorActor } from '../../platform/money-action';
import type { AuditLog } from '../admin/audit-log';
import { system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type AssetRegistry, formatFor } from '../ledger/assets';
import { InsufficientBalance, type Ledger } from '../ledger/ledger';
import type { SettingsService } from '../settings/settings-service';
import { withdrawWallets } from '../wallet/withdraw-wallets';
import { coinmixMessages as m } from './coinmix-messages';
import { AccrualRepository, NavRepository, OrderRepository } from './coinmix-repository';
import { formatNav, formatUnits, fundRules, orderFigures, UNITS, unitPurposes } from './coinmix-service';
import type { CoinmixSettlement } from './coinmix-settlement';
import { changeRate, formatRate, NAV_SCALE, worthOf } from './fund-math';

export interface CoinmixAdminDeps {
  db: Kysely<DB>;
  clock: Clock;
  assets: AssetRegistry;
  ledger: Ledger;
  settings: SettingsService;
  audit: AuditLog;
  settlement: CoinmixSettlement;
}

interface NavPlan {
  actor: OperatorActor;
  nav: bigint;
  note: Text;
}
interface CustodyPlan {
  actor: OperatorActor;
  direction: 'in' | 'out';
  amount: bigint;
  reason: string;
}

function noteText(note: NavNote): Text {
  if (typeof note === 'string') return Object.fromEntries(languages.map((l) => [l, note])) as Text;
  return note;
}

/** The console's side of the fund: NAV postings, custody transfers, orders, totals and reconciliation. */
export class CoinmixAdminService {
  readonly #navs = new NavRepository();
  readonly #orders = new OrderRepository();
  readonly #accruals = new AccrualRepository();

  constructor(private readonly d: CoinmixAdminDeps) {}

  /**
   * Posts a NAV per unit. The posting is inserted (never edited: a correction is a new posting) and
   * audit-logged in one transaction; once it committed, every pending subscription and redemption
   * made before it is settled at it, one transaction each (CoinmixSettlement). From its commit on, a
   * cancel of those orders is refused (CoinmixService.cancel).
   */
  readonly postNav: EndpointAction<OperatorActor, typeof adminCoinmixApi.postNav, NavPlan> = moneyAction({
    plan: async (actor, input) => {
      const parsed = parseAmount(input.nav, { scale: NAV_SCALE, decimals: NAV_SCALE });
      if (!parsed.ok) return refuse(m.navInvalid, {}, 'nav');
      return { actor, nav: parsed.value, note: noteText(input.note) };
    },
    execute: async (trx, plan) => {
      const now = nowMs(this.d.clock);
      const previous = await this.#navs.latest(trx);
      const id = await this.#navs.insert(trx, {
        nav: plan.nav,
        note_json: stringifyText(plan.note),
        admin_id: plan.actor.operator.adminId,
        admin_username: plan.actor.operator.username,
        created_at: now,
      });
      await this.d.audit.record(
        plan.actor.operator,
        plan.actor.ip,
        {
          action: 'coinmix.nav',
          targetType: 'coinmix_nav',
          targetId: id,
          before: previous ? { nav: formatNav(previous.nav), id: Number(previous.id) } : null,
          after: { nav: formatNav(plan.nav), note: plan.note },
        },
        trx,
      );
      return { id: Number(id), nav: formatNav(plan.nav), pending: await this.#orders.pendingBefore(trx, id) };
    },
    committed: () => this.d.settlement.kick(),
  });

  /** USDT between custody and the fund's trading venues (outside the books); custody never goes below zero. */
  readonly custody: EndpointAction<OperatorActor, typeof adminCoinmixApi.custody, CustodyPlan> = moneyAction({
    plan: async (actor, input) => {
      const usdt = await this.d.assets.require('USDT');
      return { actor, direction: input.direction, amount: amountOrRefuse(input.amount, usdt, { full: true }), reason: input.reason };
    },
    execute: async (trx, plan) => {
      const custody = system('coinmix_custody', 'USDT');
      const trading = system('coinmix_trading', 'USDT');
      const [from, to] = plan.direction === 'in' ? [trading, custody] : [custody, trading];
      let entryId: bigint;
      try {
        const posted = await this.d.ledger.post(trx, {
          kind: 'coinmix_custody',
          memo: plan.reason,
          moves: [{ from, to, amount: plan.amount }],
          adminId: plan.actor.operator.adminId,
        });
        entryId = posted.entryId;
      } catch (e) {
        if (e instanceof InsufficientBalance) refuse(m.custodyShort, {}, 'amount');
        throw e;
      }
      const usdt = await this.d.assets.require('USDT', 'asset', trx);
      await this.d.audit.record(
        plan.actor.operator,
        plan.actor.ip,
        {
          action: `coinmix.custody_${plan.direction}`,
          targetType: 'ledger_entry',
          targetId: entryId,
          before: null,
          after: { amount: formatFor(usdt, plan.amount), reason: plan.reason },
        },
        trx,
      );
      return { id: Number(entryId), custody: formatFor(usdt, await this.d.ledger.balanceOf(trx, custody)) };
    },
  });

  /** The NAV postings, newest first: page `page`, or those older than `before` (the `next_before` of the page before). */
  async navs(query: ParsedOf<typeof adminCoinmixApi.navs>): Promise<KeysetPage<AdminNav>> {
    const rows = await this.#navs.page(this.d.db, keysetWindow(query));
    const counts = await this.#navs.settledCounts(
      this.d.db,
      rows.list.map((r) => r.id),
    );
    const list: AdminNav[] = [];
    for (const row of rows.list) {
      const before = await this.#navs.previousNav(this.d.db, row.id);
      list.push({
        id: Number(row.id),
        nav: formatNav(row.nav),
        note: parseText(row.note_json),
        change: before === undefined ? null : formatRate(changeRate(before, row.nav)),
        admin_username: row.admin_username,
        settled_count: counts.get(row.id) ?? 0,
        created_at: unixSeconds(row.created_at),
      });
    }
    return { ...rows, list };
  }

  /** Every member's orders, newest first: page `page`, or those older than `before`, by kind and status. */
  async orders(query: ParsedOf<typeof adminCoinmixApi.orders>): Promise<KeysetPage<AdminCoinmixOrder>> {
    const usdt = await this.d.assets.require('USDT');
    const window = keysetWindow(query);
    const rows = await this.#orders.pageForConsole(this.d.db, window, { kind: query.kind, status: query.status });
    return mapPage(rows, (row) => ({
      ...orderFigures(row, usdt),
      uid: row.uid,
      nav_id: row.nav_id === null ? null : Number(row.nav_id),
    }));
  }

  /**
   * Totals and reconciliation: what members' units are worth at the latest NAV (units the journal
   * shows outstanding × NAV) against the USDT custody holds; the gap is custody − value.
   */
  async summary(): Promise<CoinmixSummary> {
    const { db, ledger } = this.d;
    const usdt = await this.d.assets.require('USDT');
    const rules = fundRules(await this.d.settings.all());
    const latest = await this.#navs.latest(db);
    const outstanding = -(await ledger.balanceOf(db, system('coinmix_units', UNITS)));
    const custody = await ledger.balanceOf(db, system('coinmix_custody', 'USDT'));
    const sums = await this.#orders.memberSums(db, {
      units: UNITS,
      redeeming: unitPurposes.redeeming,
      wallet: [withdrawWallets.coinmix.available, withdrawWallets.coinmix.locked, withdrawWallets.coinmix.withdrawing],
    });
    const totals = await this.#orders.totals(db);
    const value = latest ? worthOf(outstanding, latest.nav) : 0n;
    return {
      nav: latest ? formatNav(latest.nav) : null,
      nav_time: latest ? unixSeconds(latest.created_at) : null,
      units_outstanding: formatUnits(outstanding),
      pending_units: formatUnits(sums.pending),
      members_value: formatFor(usdt, value),
      custody: formatFor(usdt, custody),
      gap: formatFor(usdt, custody - value),
      holders: Number(sums.holders),
      subscribed_total: formatFor(usdt, totals.subscribed),
      redeemed_total: formatFor(usdt, totals.redeemed),
      fees_total: formatFor(usdt, totals.fees),
      management_fees_total: formatFor(usdt, await this.#accruals.total(db)),
      wallets_total: formatFor(usdt, sums.wallets),
      subscribe_fee_rate: formatRate(rules.subscribeFee),
      redeem_fee_rate: formatRate(rules.redeemFee),
      management_fee_rate: formatRate(rules.managementFee),
    };
  }
}
