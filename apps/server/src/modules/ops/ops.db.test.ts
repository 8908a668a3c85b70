import { opsApi } from '@mcc/contract/ops';
import { describe, expect, it } from 'vitest';
import { getFrom } from '../../../test/http';
import { addMember } from '../../../test/members';
import { USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { nowMs } from '../../platform/clock';
import { AssetRegistry } from '../ledger/assets';
import { OpsService } from './ops-service';

// The operators' health figures (GET /admin/api/ops/health and the metrics' gauges): withdrawals
// waiting by state, the watchers' lag, the hot wallet seen on chain, read a few seconds at a time.

const t = useTestApp();

async function addNetwork(name: string, chainId: bigint, withdrawNetwork = '') {
  const now = nowMs(t.clock);
  const { id } = await t.database.db
    .insertInto('chain_networks')
    .values({
      name,
      chain_id: chainId,
      rpc_url: 'http://127.0.0.1:9/',
      asset: 'USDT',
      token_address: '0x0000000000000000000000000000000000000001',
      token_decimals: 18n,
      confirmations: 12n,
      min_deposit: 10n * USDT,
      xpub: 'xpub-unused',
      start_block: 1n,
      enabled: 1n,
      withdraw_network: withdrawNetwork,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addWithdrawal(userId: bigint, status: string, amount: bigint, createdAt: bigint, approvedAt: bigint | null = null) {
  await t.database.db
    .insertInto('withdrawals')
    .values({
      user_id: userId,
      asset: 'USDT',
      network: 'ERC20',
      address: '0x00000000000000000000000000000000000000aa',
      amount,
      fee: 0n,
      status,
      needs_two_approvals: 0n,
      tx_hash: null,
      reason: '',
      approved_at: approvedAt,
      paid_at: null,
      decided_by: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

describe('the operators’ health', () => {
  it('answers the console with jobs, withdrawals waiting and each network, for dashboard.read', async () => {
    const member = await addMember(t);
    const now = nowMs(t.clock);
    await addWithdrawal(member.id, 'pending', 12n * USDT + 340_000n, now - 7_200_000n);
    await addWithdrawal(member.id, 'pending', 1n * USDT, now - 60_000n);
    await addWithdrawal(member.id, 'approved', 5n * USDT, now - 90_000_000n, now - 3_600_000n);
    await addWithdrawal(member.id, 'paid', 99n * USDT, now - 90_000_000n);
    const networkId = await addNetwork('Health EVM', 91_001n);
    await t.database.db
      .insertInto('chain_cursors')
      .values({
        network_id: networkId,
        scanned_to: 880n,
        scanned_hash: null,
        head: 1000n,
        last_error: 'rpc timeout',
        last_run_at: now,
        updated_at: now,
      })
      .execute();

    const support = await addOperator(t, 'support');
    const res = await getFrom(t, opsApi.health, { as: support });
    expect(res.body.code).toBe(1);
    const data = res.body.data;
    expect(data.jobs.map((j: { job: string }) => j.job)).toEqual(['pledge', 'coinmix', 'auction', 'liabilities', 'ledger_verify']);
    expect(data.jobs[0]).toEqual({ job: 'pledge', last_success_at: null, last_failure_at: null, failures: 0, last_error: null });
    expect(data.ledger_verify).toBeNull();
    const seconds = (ms: bigint) => Number(ms / 1000n);
    expect(data.withdrawals).toEqual(
      expect.arrayContaining([
        { state: 'pending', asset: 'USDT', count: 2, amount: '13.34', oldest_since: seconds(now - 7_200_000n) },
        { state: 'approved', asset: 'USDT', count: 1, amount: '5.00', oldest_since: seconds(now - 3_600_000n) },
      ]),
    );
    expect(data.withdrawals).toHaveLength(2);
    expect(data.chain).toEqual([
      {
        network: 'Health EVM',
        asset: 'USDT',
        head: 1000,
        lag_blocks: 120,
        last_run_at: seconds(now),
        last_error: 'rpc timeout',
        deposits_confirming: 0,
        payouts_waiting: 0,
        hot_wallet_balance: null,
      },
    ]);
  });

  it('reads the hot wallet on chain in the asset’s units, with the nonce gap, kept between scrapes', async () => {
    const networkId = await addNetwork('Hot EVM', 91_002n, 'ERC20');
    await t.database.db
      .insertInto('chain_hot_wallets')
      .values({ network_id: networkId, address: '0x00000000000000000000000000000000000000bb', next_nonce: 9n, updated_at: nowMs(t.clock) })
      .execute();
    let probes = 0;
    const ops = new OpsService({
      db: t.database.db,
      clock: t.clock,
      assets: new AssetRegistry(t.database.db),
      jobNames: [],
      // 18-decimal token: 2,500.5 tokens; the chain expects nonce 7 next, the database handed out up to 8.
      hotWallet: {
        probe: async () => {
          probes += 1;
          return { token: 2_500_500_000_000_000_000_000n, native: 50_000_000_000_000_000n, pendingNonce: 7n };
        },
      },
    });
    const hot = (await ops.snapshot()).networks.find((n) => n.network === 'Hot EVM')?.hotWallet;
    expect(hot).toEqual({ token: 2_500_500_000n, native: 50_000_000_000_000_000n, nonceGap: 2n });
    expect((await ops.health()).chain.find((n) => n.network === 'Hot EVM')?.hot_wallet_balance).toBe('2500.50');
    t.clock.set(new Date(Number(nowMs(t.clock)) + 10_000).toISOString());
    await ops.snapshot();
    expect(probes).toBe(1);
    t.clock.set(new Date(Number(nowMs(t.clock)) + 60_000).toISOString());
    await ops.snapshot();
    expect(probes).toBe(2);
  });

  it('counts a hot wallet whose RPC does not answer as unknown, not as empty', async () => {
    const ops = new OpsService({
      db: t.database.db,
      clock: t.clock,
      assets: new AssetRegistry(t.database.db),
      jobNames: [],
      rpcTimeoutMs: 50,
      hotWallet: { probe: () => new Promise(() => undefined) },
    });
    const hot = (await ops.snapshot()).networks.find((n) => n.network === 'Hot EVM');
    expect(hot?.hotWallet).toBeNull();
  });
});
