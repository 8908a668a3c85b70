import { ChainRepository } from '../src/modules/chain/chain-repository';
import { USDT } from './money';
import type { DatabaseAndClock } from './test-app';

// Deposits seen on chain for the list tests: a test network and a history of deposits straight in
// the database, as the watcher would have recorded them.

/** One deposit as recorded, with whose it is and whether it has been credited. */
export interface RecordedDeposit<W> {
  id: number;
  who: W;
  credited: boolean;
}

/**
 * A network 'Testnet' (chain 77777) and, for i = 1 to `each`, a deposit of i USDT by each of
 * `members` in turn (every third one credited, the others confirming), a millisecond apart.
 * Answers the deposits newest first.
 */
export async function addDepositHistory<W extends { id: bigint }>(
  t: DatabaseAndClock,
  members: W[],
  each: number,
): Promise<RecordedDeposit<W>[]> {
  const repo = new ChainRepository();
  const network = await repo.insertNetwork(t.database.db, {
    name: 'Testnet',
    chain_id: 77_777n,
    rpc_url: 'https://rpc.example/',
    asset: 'USDT',
    token_address: `0x${'1'.repeat(40)}`,
    token_decimals: 6n,
    confirmations: 12n,
    min_deposit: USDT,
    xpub: '',
    start_block: 1n,
    enabled: 1n,
    created_at: 1_790_000_000_000n,
    updated_at: 1_790_000_000_000n,
  });
  const deposits: RecordedDeposit<W>[] = [];
  for (let i = 1; i <= each; i++) {
    for (const who of members) {
      const credited = i % 3 === 0;
      const id = await repo.recordDeposit(t.database.db, {
        network_id: network,
        chain_id: 77_777n,
        tx_hash: `0x${who.id.toString(16).padStart(2, '0')}${i.toString(16).padStart(62, '0')}`,
        log_index: 0n,
        block_number: BigInt(100 + i),
        block_hash: `0x${i.toString(16).padStart(64, '0')}`,
        user_id: who.id,
        address: `0x${'2'.repeat(40)}`,
        from_address: `0x${'3'.repeat(40)}`,
        asset: 'USDT',
        raw_amount: String(BigInt(i) * USDT),
        amount: BigInt(i) * USDT,
        status: credited ? 'credited' : 'confirming',
        confirmations: credited ? 12n : 3n,
        required: 12n,
        entry_id: null,
        created_at: 1_790_000_000_000n + BigInt(i),
        updated_at: 1_790_000_000_000n + BigInt(i),
        credited_at: credited ? 1_790_000_001_000n : null,
      });
      deposits.unshift({ id: Number(id), who, credited });
    }
  }
  return deposits;
}
