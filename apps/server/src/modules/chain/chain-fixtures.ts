import { HDKey } from '@scure/bip32';
import type { Hex } from 'viem';
import type { TestApp } from '../../../test/test-app';
import type { BusEvent } from '../../platform/events/event-bus';
import { MemoryEventBus } from '../../platform/events/event-bus';
import { AssetRegistry } from '../ledger/assets';
import { Ledger } from '../ledger/ledger';
import { OrderTips } from '../tips/tips-service';
import { ChainScheduler } from './chain-scheduler';
import { DepositWatcher, type WatcherOptions } from './deposit-watcher';

/** The operator's deposit account (m/44'/60'/0' of a fixed test seed) and its public half, as the console stores it. */
export const depositAccount = HDKey.fromMasterSeed(new Uint8Array(32).fill(3)).derive("m/44'/60'/0'");
export const depositXpub = depositAccount.publicExtendedKey;

/** A watcher on the test app's database, as a server process would build it; `events` collects what it publishes. */
export function watcherFor(t: TestApp, options: WatcherOptions = {}) {
  const bus = new MemoryEventBus();
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const quiet = { warn: () => undefined, error: () => undefined };
  const watcher = new DepositWatcher(
    t.database.db,
    t.clock,
    new AssetRegistry(t.database.db),
    new Ledger(t.clock),
    new OrderTips(t.database.db, t.clock),
    bus,
    quiet,
    { mode: 'demo', ...options },
  );
  return { watcher, events, scheduler: () => new ChainScheduler(t.database.db, t.clock, watcher, quiet, 60_000) };
}

/** The body of a network save for a local chain. */
export function networkBody(rpcUrl: string, token: Hex, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Local EVM',
    chain_id: 31337,
    rpc_url: rpcUrl,
    token_address: token,
    token_decimals: 6,
    confirmations: 3,
    min_deposit: '10',
    xpub: depositXpub,
    start_block: 0,
    enabled: true,
    ...overrides,
  };
}
