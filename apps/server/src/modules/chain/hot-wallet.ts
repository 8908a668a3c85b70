import type { Kysely, Transaction } from 'kysely';
import {
  defineChain,
  encodeFunctionData,
  type Hex,
  keccak256,
  type PublicClient,
  parseAbi,
  TransactionNotFoundError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import type { AssetRegistry } from '../ledger/assets';
import { WithdrawalRepository } from '../wallet/wallet-repository';
import type { WithdrawService } from '../wallet/withdraw-service';
import { assetToToken, confirmationsAt } from './amounts';
import { BroadcastRepository, type BroadcastRow } from './broadcast-repository';
import { chainMessages as m } from './chain-messages';
import type { NetworkRow } from './chain-repository';
import { ChainRepository } from './chain-repository';
import { RpcClients, requireRpcUrl } from './rpc-url';

const erc20 = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
]);

/** Hot wallet keys by chain id, read from the environment (`CHAIN_HOT_KEYS`); never stored, never logged. */
export type HotKeys = ReadonlyMap<string, Hex>;

/** `CHAIN_HOT_KEYS` = `<chain id>:<0x private key>[,…]`; throws (without echoing a key) on a malformed entry. */
export function parseHotKeys(text: string | undefined): HotKeys {
  const keys = new Map<string, Hex>();
  for (const part of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [chainId, key] = part.split(':');
    if (!chainId || !/^\d+$/.test(chainId) || !key || !/^0x[0-9a-fA-F]{64}$/.test(key))
      throw new Error('CHAIN_HOT_KEYS: each entry must be <chain id>:<0x + 64 hex>');
    keys.set(chainId, key as Hex);
  }
  return keys;
}

export interface BroadcastLog {
  warn(obj: unknown, msg: string): void;
}

/**
 * Pays approved withdrawals of a network from its hot wallet. Per pass and network:
 *
 * 1. a payout signed but not known to have been sent (the process stopped in between) is looked up
 *    on chain first and sent again only when the chain does not have it: it is the same signed
 *    transaction with the same nonce, so the chain can take it once at most;
 * 2. each approved withdrawal without a live payout gets one: the nonce is taken from the database
 *    (never below the chain's own count) and the signed transaction is stored, under the unique
 *    (withdrawal, attempt) and (network, nonce), before it is sent;
 * 3. sent payouts are followed to N confirmations and the withdrawal is marked paid with the tx
 *    hash; a reverted payout, or one the node does not show while its nonce was used, is held
 *    (`unresolved`) and never returned to review by itself: it is looked up by hash on every pass
 *    (a lagging node may show it later, and then it confirms as usual) until an operator who did not
 *    approve the withdrawal reconciles it as paid or as failed (back to review).
 */
export class HotWallet {
  readonly #chain = new ChainRepository();
  readonly #broadcasts = new BroadcastRepository();
  readonly #clients = new RpcClients();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly withdrawals: WithdrawService,
    private readonly keys: HotKeys,
    private readonly log: BroadcastLog,
    /** demo also reaches RPC nodes on loopback over http (rpc-url.ts). */
    private readonly mode: 'demo' | 'production' = 'production',
  ) {}

  /** Whether a payout of the withdrawal is in flight (the wallet asks before a reject or a manual "paid"). */
  inFlight(trx: Transaction<DB>, withdrawalId: bigint): Promise<boolean> {
    return this.#broadcasts.inFlight(trx, withdrawalId);
  }

  /** The hot wallet's address on a network, or null when no key is configured for its chain. */
  account(network: NetworkRow): PrivateKeyAccount | null {
    const key = this.keys.get(String(network.chain_id));
    return key ? privateKeyToAccount(key) : null;
  }

  async pass(): Promise<void> {
    for (const network of await this.#chain.networks(this.db, true)) {
      if (!network.withdraw_network || !this.account(network)) continue;
      try {
        await this.passNetwork(network);
      } catch (error) {
        this.log.warn({ err: error instanceof Error ? error.message : String(error), network: network.name }, 'hot wallet pass failed');
      }
    }
  }

  /** The hot wallet's token and gas balances (raw units), for the console. */
  async balances(network: NetworkRow): Promise<{ address: string; token: bigint; native: bigint } | null> {
    const account = this.account(network);
    if (!account) return null;
    await requireRpcUrl(network.rpc_url, this.mode);
    const client = this.#clients.of(network.rpc_url);
    const [token, native] = await Promise.all([
      client.readContract({ address: network.token_address as Hex, abi: erc20, functionName: 'balanceOf', args: [account.address] }),
      client.getBalance({ address: account.address }),
    ]);
    return { address: account.address.toLowerCase(), token, native };
  }

  /** The hot wallet as the chain sees it now (raw units, and the next nonce the chain expects), for the operators' health. */
  async probe(network: NetworkRow): Promise<{ token: bigint; native: bigint; pendingNonce: bigint } | null> {
    const account = this.account(network);
    const balances = await this.balances(network);
    if (!account || !balances) return null;
    const pending = await this.#clients.of(network.rpc_url).getTransactionCount({ address: account.address, blockTag: 'pending' });
    return { token: balances.token, native: balances.native, pendingNonce: BigInt(pending) };
  }

  async passNetwork(network: NetworkRow): Promise<void> {
    const account = this.account(network);
    if (!account) return;
    await requireRpcUrl(network.rpc_url, this.mode);
    const client = this.#clients.of(network.rpc_url);
    const from = account.address.toLowerCase();
    await this.#broadcasts.ensureHotWallet(
      this.db,
      network.id,
      from,
      BigInt(await client.getTransactionCount({ address: account.address, blockTag: 'pending' })),
      nowMs(this.clock),
    );

    // 1. Signed, maybe never sent.
    for (const row of await this.#broadcasts.inStatus(this.db, network.id, 'signed')) {
      if (!(await this.#known(client, row.tx_hash as Hex))) await this.send(client, row);
      await this.#broadcasts.move(this.db, row.id, ['signed'], { status: 'sent', updated_at: nowMs(this.clock) });
    }

    // 2. Approved withdrawals without a live payout.
    const asset = await this.assets.require(network.asset);
    for (const withdrawal of await this.#broadcasts.awaitingPayout(this.db, network.withdraw_network, network.asset)) {
      const raw = assetToToken(withdrawal.amount, Number(network.token_decimals), asset.scale);
      if (raw === null) {
        await this.db
          .transaction()
          .execute((trx) => this.withdrawals.backToReview(trx, withdrawal.id, 'The token cannot carry this amount exactly'));
        continue;
      }
      const row = await this.#sign(network, account, client, withdrawal.id, withdrawal.address, raw);
      if (row) {
        await this.send(client, row);
        await this.#broadcasts.move(this.db, row.id, ['signed'], { status: 'sent', updated_at: nowMs(this.clock) });
      }
    }

    // 3. Follow what was sent, and keep looking up by hash what is held for reconciliation: a
    // lagging or load-balanced node may show a receipt blocks after it first answered "not found".
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const following = [
      ...(await this.#broadcasts.inStatus(this.db, network.id, 'sent')),
      ...(await this.#broadcasts.inStatus(this.db, network.id, 'unresolved')),
    ];
    for (const row of following) {
      const { receipt, known } = await this.lookup(client, row.tx_hash as Hex);
      const now = nowMs(this.clock);
      if (!receipt) {
        if (known || row.status === 'unresolved') continue; // waiting in the mempool, or still held
        const used = BigInt(await client.getTransactionCount({ address: account.address, blockTag: 'latest' }));
        if (used > row.nonce) await this.#hold(row, 'Not found on chain although its nonce was used');
        else await this.send(client, row); // dropped from the mempool with its nonce still free: the same transaction again
        continue;
      }
      if (receipt.status !== 'success') {
        if (row.status !== 'unresolved') await this.#hold(row, `Reverted in block ${receipt.blockNumber}`);
        continue;
      }
      const confirmations = confirmationsAt(head, receipt.blockNumber);
      if (confirmations < row.required) {
        await this.#broadcasts.move(this.db, row.id, [row.status], { block_number: receipt.blockNumber, confirmations, updated_at: now });
        continue;
      }
      const block = await client.getBlock({ blockNumber: receipt.blockNumber });
      if (block.hash !== receipt.blockHash) continue; // re-org under way: read again next pass
      await this.db.transaction().execute(async (trx) => {
        if (
          !(await this.#broadcasts.move(trx, row.id, ['sent', 'unresolved'], {
            status: 'confirmed',
            block_number: receipt.blockNumber,
            confirmations,
            updated_at: now,
          }))
        )
          return;
        await this.withdrawals.paidOnChain(trx, row.withdrawal_id, row.tx_hash);
      });
    }
  }

  /** A sent transaction's receipt (null while none) and whether the node knows the transaction. */
  protected async lookup(client: PublicClient, hash: Hex): Promise<{ receipt: TransactionReceipt | null; known: boolean }> {
    const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return null;
      throw error;
    });
    return { receipt, known: receipt !== null || (await this.#known(client, hash)) };
  }

  /**
   * An operator settles a payout held for reconciliation, after looking it up on a block explorer:
   * `paid` marks the withdrawal paid with its hash, `failed` sends it back to review (where it may be
   * approved and paid again). A second operator's call: one who approved the withdrawal cannot.
   */
  async reconcile(trx: Transaction<DB>, adminId: bigint, id: bigint, outcome: 'paid' | 'failed'): Promise<BroadcastRow> {
    const row = await this.#broadcasts.find(trx, id);
    if (!row) return refuse(m.payoutNotFound, {}, 'id');
    if (row.status !== 'unresolved') return refuse(m.payoutNotHeld, { status: row.status });
    if ((await new WithdrawalRepository().approvers(trx, row.withdrawal_id)).includes(adminId)) refuse(m.payoutApproverCannotReconcile);
    const now = nowMs(this.clock);
    const status = outcome === 'paid' ? 'confirmed' : 'failed';
    if (!(await this.#broadcasts.move(trx, id, ['unresolved'], { status, updated_at: now }))) refuse(m.payoutNotHeld, { status });
    if (outcome === 'paid') await this.withdrawals.paidOnChain(trx, row.withdrawal_id, row.tx_hash);
    else await this.withdrawals.backToReview(trx, row.withdrawal_id, `${row.error ?? 'Failed'} (${row.tx_hash})`);
    return { ...row, status };
  }

  async #known(client: PublicClient, hash: Hex): Promise<boolean> {
    try {
      await client.getTransaction({ hash });
      return true;
    } catch (error) {
      if (error instanceof TransactionNotFoundError) return false;
      throw error;
    }
  }

  /** Sends a stored signed transaction; "already known" and the like mean the chain has it. */
  protected async send(client: PublicClient, row: BroadcastRow): Promise<void> {
    try {
      await client.sendRawTransaction({ serializedTransaction: row.raw_tx as Hex });
    } catch (error) {
      if (await this.#known(client, row.tx_hash as Hex)) return;
      throw error;
    }
  }

  /** Signs the payout with the next nonce and stores it; null when another process stored this withdrawal's payout first. */
  async #sign(
    network: NetworkRow,
    account: PrivateKeyAccount,
    client: PublicClient,
    withdrawalId: bigint,
    to: string,
    raw: bigint,
  ): Promise<BroadcastRow | null> {
    const hot = await this.#broadcasts.hotWallet(this.db, network.id);
    if (!hot) return null;
    const chainNonce = BigInt(await client.getTransactionCount({ address: account.address, blockTag: 'pending' }));
    const nonce = hot.next_nonce > chainNonce ? hot.next_nonce : chainNonce;
    const chain = defineChain({
      id: Number(network.chain_id),
      name: network.name,
      nativeCurrency: { name: 'native', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [network.rpc_url] } },
    });
    const data = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [to as Hex, raw] });
    let request: Awaited<ReturnType<PublicClient['prepareTransactionRequest']>>;
    try {
      request = await client.prepareTransactionRequest({ account, chain, to: network.token_address as Hex, data, nonce: Number(nonce) });
    } catch (error) {
      // The node refuses the estimate when the transfer would revert (the hot wallet short of tokens or
      // gas): nothing is signed, and operators see why.
      const reason =
        error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0]) : String(error);
      await this.db.transaction().execute(async (trx) => {
        if (await this.#broadcasts.holdApproved(trx, withdrawalId))
          await this.withdrawals.backToReview(trx, withdrawalId, `Not sent: ${reason}`.slice(0, 500));
      });
      return null;
    }
    const serialized = await account.signTransaction(request as Parameters<PrivateKeyAccount['signTransaction']>[0]);
    const txHash = keccak256(serialized);
    const now = nowMs(this.clock);
    try {
      return await this.db.transaction().execute(async (trx) => {
        // The withdrawal's row first (a concurrent reject waits, then sees this payout), then the nonce.
        if (!(await this.#broadcasts.holdApproved(trx, withdrawalId))) return null;
        if (await this.#broadcasts.inFlight(trx, withdrawalId)) return null;
        if (!(await this.#broadcasts.takeNonce(trx, network.id, hot.next_nonce, nonce + 1n, now))) return null;
        const attempt = (await this.#broadcasts.attempts(trx, withdrawalId)) + 1n;
        return this.#broadcasts.insert(trx, {
          withdrawal_id: withdrawalId,
          attempt,
          network_id: network.id,
          from_address: account.address.toLowerCase(),
          to_address: to.toLowerCase(),
          raw_amount: raw.toString(),
          nonce,
          tx_hash: txHash,
          raw_tx: serialized,
          status: 'signed',
          block_number: null,
          confirmations: 0n,
          required: network.confirmations,
          error: null,
          created_at: now,
          updated_at: now,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * Holds a signed payout whose fate the chain does not show for an operator to reconcile: it is never
   * returned to review by itself, since a node that lags may not show yet a transaction that paid.
   */
  async #hold(row: BroadcastRow, reason: string): Promise<void> {
    const held = await this.#broadcasts.move(this.db, row.id, ['sent', 'signed'], {
      status: 'unresolved',
      error: reason,
      updated_at: nowMs(this.clock),
    });
    if (held) this.log.warn({ payout: Number(row.id), withdrawal: Number(row.withdrawal_id), reason }, 'payout held for reconciliation');
  }
}
