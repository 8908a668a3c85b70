import type { adminChainApi, DepositItem, DepositNetwork, NetworkStatus } from '@mcc/contract/chain';
import type { ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import { formatEther } from 'viem';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import { type KeysetPage, keysetWindow, viewPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import { type Language, render } from '../../platform/i18n/language';
import { moneyAction, type OperatorActor } from '../../platform/money-action';
import type { AuditLog } from '../admin/audit-log';
import { amountOrRefuse } from '../ledger/amount-input';
import { type AssetRegistry, formatFor } from '../ledger/assets';
import { tokenToAsset } from './amounts';
import { BroadcastRepository } from './broadcast-repository';
import { depositStatusText, chainMessages as m } from './chain-messages';
import { ChainRepository, type DepositRow, type NetworkRow } from './chain-repository';
import { DEPOSIT_CHAIN, depositAddress, isExtendedPublicKey } from './deposit-addresses';
import type { HotWallet } from './hot-wallet';
import { rpcUrlProblem } from './rpc-url';

/** The asset automatic recharge credits. */
export const CHAIN_ASSET = 'USDT';

/**
 * Automatic recharge outside the watcher: the networks (console), each member's deposit address per
 * network (derived on first ask from the network's extended public key by member id), and the lists
 * of deposits.
 */
export class ChainService {
  readonly #chain = new ChainRepository();
  readonly #broadcasts = new BroadcastRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly audit: AuditLog,
    private readonly hotWallet?: HotWallet,
    /** demo also accepts RPC nodes on loopback over http (rpc-url.ts). */
    private readonly mode: 'demo' | 'production' = 'production',
  ) {}

  /** The member's address on every enabled network, made on first ask; empty when none is configured. */
  async autoRecharge(userId: bigint): Promise<{ networks: DepositNetwork[] }> {
    const networks = await this.#chain.networks(this.db, true);
    const list: DepositNetwork[] = [];
    for (const network of networks) {
      const asset = await this.assets.require(network.asset);
      list.push({
        id: Number(network.id),
        name: network.name,
        chain_id: Number(network.chain_id),
        asset: asset.code,
        token_address: network.token_address,
        address: await this.addressOf(network, userId),
        min_deposit: formatFor(asset, network.min_deposit),
        confirmations: Number(network.confirmations),
      });
    }
    return { networks: list };
  }

  /** The member's deposit address on `network`, stored on first ask (a concurrent first ask stores it once). */
  async addressOf(network: NetworkRow, userId: bigint): Promise<string> {
    const known = await this.#chain.address(this.db, network.id, userId);
    if (known) return known.address;
    await this.#chain.insertAddress(this.db, {
      network_id: network.id,
      user_id: userId,
      address: depositAddress(network.xpub, Number(userId)),
      derivation_index: userId,
      created_at: nowMs(this.clock),
    });
    const stored = await this.#chain.address(this.db, network.id, userId);
    if (!stored) throw new Error('deposit address not stored');
    return stored.address;
  }

  /** A page of the member's deposits, newest first: page `page`, or those older than `before` (the `next_before` of the page before). */
  async deposits(userId: bigint, window: { page: number; before?: number }, language: Language): Promise<KeysetPage<DepositItem>> {
    const rows = await this.#chain.pageOfMember(this.db, userId, keysetWindow(window));
    const names = await this.#networkNames();
    return viewPage(rows, (row) => this.#view(row, names, language));
  }

  /** Every member's deposits, newest first: page `page`, or those older than `before`. */
  async adminDeposits(query: ParsedOf<typeof adminChainApi.deposits>, language: Language) {
    const before = query.before === undefined ? undefined : BigInt(query.before);
    const rows = await this.#chain.pageAll(
      this.db,
      { status: query.status, userId: query.user_id === undefined ? undefined : BigInt(query.user_id) },
      { page: query.page, before },
    );
    const names = await this.#networkNames();
    return {
      ...rows,
      list: await Promise.all(
        rows.list.map(async (row) => ({ ...(await this.#view(row, names, language)), user_id: Number(row.user_id), uid: row.uid })),
      ),
    };
  }

  /** Networks with the watcher's status of each. */
  async networks(): Promise<{ list: NetworkStatus[] }> {
    const list: NetworkStatus[] = [];
    for (const network of await this.#chain.networks(this.db)) {
      const asset = await this.assets.require(network.asset);
      const cursor = await this.#chain.cursor(this.db, network.id);
      const head = cursor?.head ?? null;
      const scanned = cursor && cursor.scanned_to >= network.start_block ? cursor.scanned_to : null;
      list.push({
        id: Number(network.id),
        name: network.name,
        chain_id: Number(network.chain_id),
        rpc_url: network.rpc_url,
        asset: asset.code,
        token_address: network.token_address,
        token_decimals: Number(network.token_decimals),
        confirmations: Number(network.confirmations),
        min_deposit: formatFor(asset, network.min_deposit),
        xpub: network.xpub,
        start_block: Number(network.start_block),
        enabled: network.enabled === 1n,
        withdraw_network: network.withdraw_network,
        hot_wallet: this.hotWallet?.account(network)?.address.toLowerCase() ?? null,
        head: head === null ? null : Number(head),
        cursor: scanned === null ? null : Number(scanned),
        lag: head === null ? null : Number(head - (scanned ?? network.start_block - 1n)),
        last_error: cursor?.last_error ?? null,
        last_run_at: unixSeconds(cursor?.last_run_at ?? null),
        confirming: await this.#chain.countConfirming(this.db, network.id),
        addresses: await this.#chain.countAddresses(this.db, network.id),
      });
    }
    return { list };
  }

  /** Adds or changes a network, audit-logged. The xpub of a network whose members have addresses stays. */
  async saveNetwork(operator: OperatorSession, ip: string, input: ParsedOf<typeof adminChainApi.saveNetwork>): Promise<{ id: number }> {
    const asset = await this.assets.require(CHAIN_ASSET);
    const minDeposit = amountOrRefuse(input.min_deposit, asset, { field: 'min_deposit', full: true, allowZero: true });
    if (!isExtendedPublicKey(input.xpub)) refuse(m.xpubInvalid, {}, 'xpub');
    if (await rpcUrlProblem(input.rpc_url, this.mode)) refuse(m.rpcUrlRefused, {}, 'rpc_url');
    const now = nowMs(this.clock);
    const values = {
      name: input.name,
      chain_id: BigInt(input.chain_id),
      rpc_url: input.rpc_url,
      asset: asset.code,
      token_address: input.token_address.toLowerCase(),
      token_decimals: BigInt(input.token_decimals),
      confirmations: BigInt(input.confirmations),
      min_deposit: minDeposit,
      xpub: input.xpub,
      start_block: BigInt(input.start_block),
      enabled: input.enabled ? 1n : 0n,
      withdraw_network: input.withdraw_network,
      updated_at: now,
    };
    try {
      return await this.db.transaction().execute(async (trx) => {
        let id: bigint;
        let before: NetworkRow | undefined;
        if (input.id === undefined) {
          id = await this.#chain.insertNetwork(trx, { ...values, created_at: now });
        } else {
          id = BigInt(input.id);
          before = await this.#chain.network(trx, id);
          if (!before) return refuse(m.networkNotFound, {}, 'id');
          if (before.xpub !== values.xpub && (await this.#chain.countAddresses(trx, id)) > 0) refuse(m.xpubLocked, {}, 'xpub');
          await this.#chain.updateNetwork(trx, id, values);
        }
        const show = (row: Partial<NetworkRow> | undefined) =>
          row && {
            name: row.name,
            chain_id: String(row.chain_id),
            rpc_url: row.rpc_url,
            token_address: row.token_address,
            token_decimals: String(row.token_decimals),
            confirmations: String(row.confirmations),
            min_deposit: row.min_deposit === undefined ? undefined : formatFor(asset, row.min_deposit),
            xpub: row.xpub,
            start_block: String(row.start_block),
            enabled: row.enabled === 1n,
            withdraw_network: row.withdraw_network,
          };
        await this.audit.record(
          operator,
          ip,
          { action: 'chain.network_save', targetType: 'chain_network', targetId: id, before: show(before) ?? null, after: show(values) },
          trx,
        );
        return { id: Number(id) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) refuse(m.chainIdTaken, {}, 'chain_id');
      throw error;
    }
  }

  /** An operator who did not approve the withdrawal settles a payout held for reconciliation; audit-logged. */
  readonly reconcilePayout = moneyAction<
    OperatorActor,
    ParsedOf<typeof adminChainApi.reconcilePayout>,
    { actor: OperatorActor; id: bigint; outcome: 'paid' | 'failed' },
    { id: number; status: 'confirmed' | 'failed' }
  >({
    plan: async (actor, input) => ({ actor, id: BigInt(input.id), outcome: input.outcome }),
    execute: async (trx, { actor, id, outcome }) => {
      if (!this.hotWallet) return refuse(m.payoutNotFound, {}, 'id');
      const row = await this.hotWallet.reconcile(trx, actor.operator.adminId, id, outcome);
      await this.audit.record(
        actor.operator,
        actor.ip,
        {
          action: 'payout.reconcile',
          targetType: 'withdrawal',
          targetId: row.withdrawal_id,
          before: { payout: Number(id), status: 'unresolved', tx_hash: row.tx_hash },
          after: { status: row.status, outcome },
        },
        trx,
      );
      return { id: Number(id), status: row.status as 'confirmed' | 'failed' };
    },
  });

  /** The hot wallets with their balances, and the latest 100 payouts. */
  async payouts() {
    const wallets = [];
    for (const network of await this.#chain.networks(this.db, true)) {
      const account = this.hotWallet?.account(network);
      if (!account || !network.withdraw_network) continue;
      const asset = await this.assets.require(network.asset);
      const balances = await this.hotWallet!.balances(network).catch(() => null);
      const hot = await this.#broadcasts.hotWallet(this.db, network.id);
      wallets.push({
        network_id: Number(network.id),
        network: network.name,
        address: account.address.toLowerCase(),
        token_balance: balances ? formatFor(asset, tokenToAsset(balances.token, Number(network.token_decimals), asset.scale)) : null,
        gas_balance: balances ? formatEther(balances.native) : null,
        next_nonce: hot ? Number(hot.next_nonce) : null,
      });
    }
    const list = [];
    for (const row of await this.#broadcasts.latest(this.db, 100)) {
      const network = await this.#chain.network(this.db, row.network_id);
      const asset = await this.assets.require(network?.asset ?? CHAIN_ASSET);
      list.push({
        id: Number(row.id),
        withdrawal_id: Number(row.withdrawal_id),
        attempt: Number(row.attempt),
        network_id: Number(row.network_id),
        to_address: row.to_address,
        // The withdrawal's amount as stored: the network's decimals may be edited after it was paid.
        amount: formatFor(asset, row.amount),
        nonce: Number(row.nonce),
        tx_hash: row.tx_hash,
        status: row.status as 'signed' | 'sent' | 'unresolved' | 'confirmed' | 'failed',
        confirmations: Number(row.confirmations),
        required: Number(row.required),
        error: row.error,
        created_at: unixSeconds(row.created_at),
      });
    }
    return { wallets, list };
  }

  /** What sits on each deposit address (credited so far), with the path the offline key spends it from. */
  async sweep() {
    const names = await this.#networkNames();
    const rows = await this.#chain.sweep(this.db, 500);
    const list = [];
    for (const row of rows) {
      const asset = await this.assets.require(row.asset);
      list.push({
        network_id: Number(row.network_id),
        network: names.get(row.network_id) ?? '',
        address: row.address,
        derivation_path: `${DEPOSIT_CHAIN}/${row.derivation_index}`,
        user_id: Number(row.user_id),
        uid: row.uid,
        credited: formatFor(asset, BigInt(row.credited ?? 0)),
        deposits: Number(row.deposits),
      });
    }
    return { list };
  }

  async #networkNames(): Promise<Map<bigint, string>> {
    return new Map((await this.#chain.networks(this.db)).map((n) => [n.id, n.name]));
  }

  async #view(row: DepositRow, names: Map<bigint, string>, language: Language): Promise<DepositItem> {
    const asset = await this.assets.require(row.asset);
    return {
      id: Number(row.id),
      network_id: Number(row.network_id),
      network: names.get(row.network_id) ?? '',
      asset: row.asset,
      tx_hash: row.tx_hash,
      log_index: Number(row.log_index),
      block_number: Number(row.block_number),
      from_address: row.from_address,
      address: row.address,
      amount: formatFor(asset, row.amount),
      status: row.status as DepositItem['status'],
      status_text: render(depositStatusText[row.status] ?? depositStatusText.confirming!, language),
      confirmations: Number(row.confirmations),
      required: Number(row.required),
      created_at: unixSeconds(row.created_at),
      credited_at: unixSeconds(row.credited_at),
    };
  }
}
