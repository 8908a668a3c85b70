import type { StreamEvents } from '@mcc/contract/stream';
import type { Kysely } from 'kysely';
import { BlockNotFoundError, type Hex, type PublicClient, parseAbiItem } from 'viem';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { member, system } from '../ledger/accounts';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { OrderTips } from '../tips/tips-service';
import { confirmationsAt, MAX_BASE_UNITS, tokenToAsset } from './amounts';
import { ChainRepository, type DepositRow, type NetworkRow } from './chain-repository';
import { consoleErrorLine, RpcClients, requireRpcUrl } from './rpc-url';
import './chain-messages';

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export interface WatcherOptions {
  /** Blocks read by one getLogs call. */
  rangeBlocks?: number;
  /** Ranges read per network in one pass (a long way behind catches up over several passes). */
  rangesPerPass?: number;
  /** Member addresses per getLogs call (the `to` topic filter). */
  addressesPerCall?: number;
  /** demo also reaches RPC nodes on loopback over http (rpc-url.ts); production by default. */
  mode?: 'demo' | 'production';
}

export interface WatcherLog {
  warn(obj: unknown, msg: string): void;
}

type DepositEvent = StreamEvents['chain.deposit'];

/**
 * Reads USDT `Transfer` logs to members' deposit addresses on each enabled network and credits them
 * once they have enough confirmations. A pass per network:
 *
 * 1. re-org check: when the block the cursor stopped at is no longer on the chain, the cursor goes
 *    back by the network's confirmations (a deeper re-org is beyond what N confirmations promise);
 * 2. each confirming deposit whose block left the chain is dropped (never credited);
 * 3. the next block ranges up to the head are read and every transfer to a member's address is
 *    recorded under its unique (chain id, tx hash, log index) — read twice, it is recorded once;
 * 4. confirming deposits with N confirmations, their block still on the chain, are credited: the
 *    conditional status change and the ledger posting share one transaction, so a log is credited
 *    at most once however many passes or processes run.
 *
 * The cursor is saved after each range: a pass killed half-way resumes where it was, and what it
 * reads again is recorded once.
 */
export class DepositWatcher {
  readonly #chain = new ChainRepository();
  readonly #clients = new RpcClients();
  readonly #options: Required<WatcherOptions>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly ledger: Ledger,
    private readonly tips: OrderTips,
    private readonly events: EventBus,
    private readonly log: WatcherLog,
    options: WatcherOptions = {},
  ) {
    this.#options = {
      rangeBlocks: options.rangeBlocks ?? 500,
      rangesPerPass: options.rangesPerPass ?? 20,
      addressesPerCall: options.addressesPerCall ?? 200,
      mode: options.mode ?? 'production',
    };
  }

  /** One pass over every enabled network; a network's failure is noted on its cursor and does not stop the others. */
  async pass(): Promise<void> {
    for (const network of await this.#chain.networks(this.db, true)) {
      try {
        await this.passNetwork(network);
      } catch (error) {
        const message = consoleErrorLine(error);
        this.log.warn({ err: error, network: network.name }, 'chain watcher pass failed');
        const now = nowMs(this.clock);
        await this.#chain
          .noteRun(this.db, network.id, { head: null, last_error: message, last_run_at: now, updated_at: now }, network.start_block)
          .catch(() => undefined);
      }
    }
  }

  async #blockHash(client: PublicClient, number: bigint): Promise<Hex | null> {
    if (number < 0n) return null;
    try {
      return (await client.getBlock({ blockNumber: number, includeTransactions: false })).hash;
    } catch (error) {
      if (error instanceof BlockNotFoundError) return null;
      throw error;
    }
  }

  async passNetwork(network: NetworkRow): Promise<void> {
    await requireRpcUrl(network.rpc_url, this.#options.mode);
    const client = this.#clients.of(network.rpc_url);
    const published: { userId: bigint; event: DepositEvent }[] = [];
    const asset = await this.assets.require(network.asset);
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const floor = network.start_block - 1n;
    const saved = await this.#chain.cursor(this.db, network.id);
    let scannedTo = saved ? saved.scanned_to : floor;
    let scannedHash = saved?.scanned_hash ?? null;
    if (scannedTo < floor) {
      scannedTo = floor;
      scannedHash = null;
    }

    // 1. The cursor's block left the chain: go back N blocks and read them again.
    if (scannedHash !== null && (await this.#blockHash(client, scannedTo)) !== scannedHash) {
      const back = (scannedTo < head ? scannedTo : head) - network.confirmations;
      scannedTo = back > floor ? back : floor;
      scannedHash = scannedTo > floor ? await this.#blockHash(client, scannedTo) : null;
      this.log.warn({ network: network.name, rewoundTo: scannedTo.toString() }, 'chain re-org: cursor rewound');
    }

    // 2. Confirming deposits whose block is gone are dropped.
    const hashes = new Map<bigint, Hex | null>();
    const hashAt = async (n: bigint) => {
      if (!hashes.has(n)) hashes.set(n, await this.#blockHash(client, n));
      return hashes.get(n) ?? null;
    };
    for (const deposit of await this.#chain.confirming(this.db, network.id)) {
      if ((await hashAt(deposit.block_number)) === deposit.block_hash) continue;
      const now = nowMs(this.clock);
      if (await this.#chain.moveConfirming(this.db, deposit.id, { status: 'dropped', confirmations: 0n, updated_at: now }))
        published.push({ userId: deposit.user_id, event: this.#event(deposit, asset, 'dropped', 0n) });
    }

    // 3. Read the next ranges. Addresses are loaded after the head: an address handed out later
    // cannot have received anything at or below that head.
    const owners = new Map((await this.#chain.addresses(this.db, network.id)).map((a) => [a.address, a.user_id]));
    const addresses = [...owners.keys()] as Hex[];
    for (let ranges = 0; ranges < this.#options.rangesPerPass && scannedTo < head; ranges++) {
      const from = scannedTo + 1n;
      const last = from + BigInt(this.#options.rangeBlocks) - 1n;
      const to = last < head ? last : head;
      const logs = [];
      for (let i = 0; i < addresses.length; i += this.#options.addressesPerCall) {
        const chunk = addresses.slice(i, i + this.#options.addressesPerCall);
        logs.push(
          ...(await client.getLogs({
            address: network.token_address as Hex,
            event: transferEvent,
            args: { to: chunk },
            fromBlock: from,
            toBlock: to,
          })),
        );
      }
      const now = nowMs(this.clock);
      for (const log of logs) {
        if (log.removed || log.transactionHash === null || log.logIndex === null || log.blockNumber === null || log.blockHash === null)
          continue;
        const address = String(log.args.to).toLowerCase();
        const userId = owners.get(address);
        if (userId === undefined) continue;
        const raw = log.args.value ?? 0n;
        let amount = tokenToAsset(raw, Number(network.token_decimals), asset.scale);
        if (amount > MAX_BASE_UNITS) amount = 0n;
        const status = amount >= network.min_deposit && amount > 0n ? 'confirming' : 'below_min';
        const confirmations = confirmationsAt(head, log.blockNumber);
        const values = {
          network_id: network.id,
          chain_id: network.chain_id,
          tx_hash: log.transactionHash.toLowerCase(),
          log_index: BigInt(log.logIndex),
          block_number: log.blockNumber,
          block_hash: log.blockHash,
          user_id: userId,
          address,
          from_address: String(log.args.from).toLowerCase(),
          asset: asset.code,
          raw_amount: raw.toString(),
          amount,
          status,
          confirmations,
          required: network.confirmations,
          entry_id: null,
          created_at: now,
          updated_at: now,
          credited_at: null,
        };
        const id = await this.#chain.recordDeposit(this.db, values);
        if (id !== null) {
          published.push({
            userId,
            event: {
              id: Number(id),
              status,
              confirmations: Number(confirmations),
              required: Number(network.confirmations),
              amount: formatFor(asset, amount),
            },
          });
        }
      }
      scannedTo = to;
      scannedHash = await this.#blockHash(client, to);
      await this.#chain.saveCursor(this.db, {
        network_id: network.id,
        scanned_to: scannedTo,
        scanned_hash: scannedHash,
        head,
        last_error: null,
        last_run_at: now,
        updated_at: now,
      });
    }

    // 4. Count confirmations; credit what has enough, its block still on the chain.
    for (const deposit of await this.#chain.confirming(this.db, network.id)) {
      if (deposit.block_number > scannedTo) continue;
      const confirmations = confirmationsAt(head, deposit.block_number);
      if (confirmations >= deposit.required) {
        if ((await this.#blockHash(client, deposit.block_number)) !== deposit.block_hash) continue; // the next pass drops it
        if (await this.#credit(deposit, confirmations))
          published.push({ userId: deposit.user_id, event: this.#event(deposit, asset, 'credited', confirmations) });
      } else if (confirmations !== deposit.confirmations) {
        const now = nowMs(this.clock);
        if (await this.#chain.moveConfirming(this.db, deposit.id, { confirmations, updated_at: now }))
          published.push({ userId: deposit.user_id, event: this.#event(deposit, asset, 'confirming', confirmations) });
      }
    }
    const now = nowMs(this.clock);
    await this.#chain.noteRun(this.db, network.id, { head, last_error: null, last_run_at: now, updated_at: now }, network.start_block);
    await this.#publish(published);
  }

  /** Credits one deposit: the conditional change and the posting in one transaction; false when it was no longer confirming. */
  async #credit(deposit: DepositRow, confirmations: bigint): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const now = nowMs(this.clock);
      if (!(await this.#chain.moveConfirming(trx, deposit.id, { status: 'credited', confirmations, credited_at: now, updated_at: now })))
        return false;
      const network = await this.#chain.network(trx, deposit.network_id);
      const posted = await this.ledger.post(trx, {
        kind: 'chain_deposit',
        moves: [{ from: system('external_deposits', deposit.asset), to: member(deposit.user_id, deposit.asset), amount: deposit.amount }],
        params: {
          deposit_id: String(deposit.id),
          network: network?.name ?? '',
          tx_hash: deposit.tx_hash,
          tx_short: `${deposit.tx_hash.slice(0, 10)}…${deposit.tx_hash.slice(-6)}`,
          log_index: String(deposit.log_index),
        },
        ref: { type: 'chain_deposit', id: deposit.id },
      });
      await this.#chain.setEntry(trx, deposit.id, posted.entryId);
      const asset = await this.assets.require(deposit.asset, 'asset', trx);
      await this.tips.add(trx, {
        userId: deposit.user_id,
        kind: 'recharge_confirmed',
        params: { amount: formatFor(asset, deposit.amount), asset: asset.code },
        refType: 'chain_deposit',
        refId: deposit.id,
      });
      return true;
    });
  }

  #event(deposit: DepositRow, asset: Asset, status: DepositEvent['status'], confirmations: bigint): DepositEvent {
    return {
      id: Number(deposit.id),
      status,
      confirmations: Number(confirmations),
      required: Number(deposit.required),
      amount: formatFor(asset, deposit.amount),
    };
  }

  /** Tells the members' open pages; the stream is not the money's path, so a failure is only logged. */
  async #publish(published: { userId: bigint; event: DepositEvent }[]): Promise<void> {
    for (const { userId, event } of published) {
      await this.events
        .publish('chain.deposit', event, { userId })
        .catch((error: unknown) => this.log.warn({ err: error }, 'event not published'));
    }
  }
}
