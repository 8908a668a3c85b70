import { adminFundApi } from '@mcc/contract/admin-fund';
import { adminChainApi } from '@mcc/contract/chain';
import type { Hex, PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARDHAT_KEYS, type LocalChain, startLocalChain } from '../../../test/chain/local-chain';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, systemBalance, USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { withdrawServiceWithoutCodes } from '../../../test/withdraw-service';
import { AuditLog } from '../admin/audit-log';
import { AssetRegistry } from '../ledger/assets';
import type { WithdrawService } from '../wallet/withdraw-service';
import type { BroadcastRow } from './broadcast-repository';
import { networkBody } from './chain-fixtures';
import { ChainRepository } from './chain-repository';
import { HotWallet } from './hot-wallet';

const t = useTestApp();
const HOT_KEY = HARDHAT_KEYS[1]!;
const hotAddress = privateKeyToAccount(HOT_KEY).address;
let chain: LocalChain;
let token: Hex;
let finance: Operator;
let alice: Member;
let withdrawals: WithdrawService;
let serial = 0;

function hotWallet(Kind: typeof HotWallet = HotWallet): HotWallet {
  const hot = new Kind(
    t.database.db,
    t.clock,
    new AssetRegistry(t.database.db),
    withdrawals,
    new Map([['31337', HOT_KEY]]),
    { warn: () => undefined },
    'demo',
  );
  withdrawals.guardPayouts(hot);
  return hot;
}

/** A fresh recipient address and an approved withdrawal of `amount` USDT to it. */
async function approvedWithdrawal(amount: string): Promise<{ id: bigint; to: Hex }> {
  serial += 1;
  const to = `0x${(0xabc000 + serial).toString(16).padStart(40, '0')}` as Hex;
  const input = { asset: 'USDT', address: to, amount, paypwd: '', code: '000000' };
  const plan = await withdrawals.request.plan({ kind: 'member', userId: alice.id, ip: '127.0.0.1' }, input);
  const { id } = await t.database.db.transaction().execute((trx) => withdrawals.request.execute(trx, plan));
  const approved = await postTo(t, adminFundApi.withdrawApprove, { id }, { as: finance, key: newKey() });
  expect(approved.body).toMatchObject({ code: 1, data: { status: 'approved' } });
  return { id: BigInt(id), to };
}

const withdrawal = (id: bigint) => t.database.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const payouts = (id: bigint) =>
  t.database.db.selectFrom('chain_broadcasts').selectAll().where('withdrawal_id', '=', id).orderBy('id').execute();
const network = async () => (await new ChainRepository().networks(t.database.db))[0]!;

beforeAll(async () => {
  chain = await startLocalChain();
  token = await chain.deployToken(6);
  await chain.mint(token, hotAddress, 1_000n * USDT);
  finance = await addOperator(t, 'finance');
  const admin = await addOperator(t, 'super_admin');
  const saved = await postTo(t, adminChainApi.saveNetwork, networkBody(chain.url, token, { confirmations: 2, withdraw_network: 'ERC20' }), {
    as: admin,
  });
  expect(saved.body.code).toBe(1);
  alice = await addMember(t);
  await credit(t, alice.id, 5_000n * USDT);
  withdrawals = withdrawServiceWithoutCodes(t);
}, 90_000);

afterAll(async () => {
  await chain?.stop();
});

describe('withdrawals paid by the hot wallet', () => {
  it('signs, sends, follows to N confirmations and marks the withdrawal paid with its tx hash', async () => {
    const hot = hotWallet();
    const { id, to } = await approvedWithdrawal('100');
    await hot.pass();
    const [payout] = await payouts(id);
    expect(payout).toMatchObject({ status: 'sent', attempt: 1n, to_address: to.toLowerCase(), raw_amount: String(100n * USDT) });
    expect(await chain.tokenBalance(token, to)).toBe(100n * USDT);
    expect((await withdrawal(id)).status).toBe('approved');

    // While the payout is in flight, no operator can reject it or mark it paid by hand.
    const reject = await postTo(t, adminFundApi.withdrawReject, { id: Number(id), reason: 'no' }, { as: finance, key: newKey() });
    expect(reject.body.code).toBe(0);
    const manual = await postTo(
      t,
      adminFundApi.withdrawPaid,
      { id: Number(id), tx_hash: `0x${'1'.repeat(64)}` },
      { as: finance, key: newKey() },
    );
    expect(manual.body.code).toBe(0);
    expect((await withdrawal(id)).status).toBe('approved');

    await chain.mine(1);
    await hot.pass();
    await hot.pass();
    expect(await withdrawal(id)).toMatchObject({ status: 'paid', tx_hash: payout!.tx_hash });
    expect((await payouts(id)).map((p) => p.status)).toEqual(['confirmed']);
    expect(await balanceOf(t, alice, 'USDT', 'withdrawing')).toBe(0n);
    expect(await systemBalance(t, 'external_withdrawals')).toBe(100n * USDT);
    expect(await chain.tokenBalance(token, to)).toBe(100n * USDT);
    // The nonce the database keeps followed the chain.
    const hotRow = await t.database.db.selectFrom('chain_hot_wallets').selectAll().executeTakeFirstOrThrow();
    expect(hotRow.next_nonce).toBe(BigInt(await chain.client.getTransactionCount({ address: hotAddress })));
    await expectBooksBalanced(t);
  });

  it('sends once when the process stops between signing and sending, or after sending before noting it', async () => {
    class StopsBeforeSend extends HotWallet {
      protected override async send(): Promise<void> {
        throw new Error('process stopped');
      }
    }
    class StopsAfterSend extends HotWallet {
      protected override async send(client: PublicClient, row: BroadcastRow): Promise<void> {
        await super.send(client, row);
        throw new Error('process stopped');
      }
    }
    const { id, to } = await approvedWithdrawal('10');
    await hotWallet(StopsBeforeSend).pass();
    expect((await payouts(id)).map((p) => p.status)).toEqual(['signed']);
    expect(await chain.tokenBalance(token, to)).toBe(0n);

    // Restarted, it finds the payout signed and not on chain: it sends it, and stops again before noting it.
    await hotWallet(StopsAfterSend).pass();
    expect((await payouts(id)).map((p) => p.status)).toEqual(['signed']);
    expect(await chain.tokenBalance(token, to)).toBe(10n * USDT);

    // Restarted again, it finds the transaction on chain and does not send it again.
    const restarted = hotWallet();
    await restarted.pass();
    await chain.mine(2);
    await restarted.pass();
    expect(await chain.tokenBalance(token, to)).toBe(10n * USDT);
    expect((await payouts(id)).map((p) => p.status)).toEqual(['confirmed']);
    expect((await withdrawal(id)).status).toBe('paid');
    const hotRow = await t.database.db.selectFrom('chain_hot_wallets').selectAll().executeTakeFirstOrThrow();
    expect(hotRow.next_nonce).toBe(BigInt(await chain.client.getTransactionCount({ address: hotAddress })));
    await expectBooksBalanced(t);
  });

  it('pays each withdrawal once with two processes at once', async () => {
    const { id, to } = await approvedWithdrawal('17');
    const a = hotWallet();
    const b = hotWallet();
    await Promise.all([a.pass(), b.pass(), a.pass(), b.pass()]);
    await chain.mine(2);
    await Promise.all([a.pass(), b.pass()]);
    expect(await payouts(id)).toHaveLength(1);
    expect(await chain.tokenBalance(token, to)).toBe(17n * USDT);
    expect((await withdrawal(id)).status).toBe('paid');
  });

  it('sends a withdrawal the hot wallet cannot cover back to review, funds locked again', async () => {
    const lockedBefore = await balanceOf(t, alice, 'USDT', 'locked');
    const { id, to } = await approvedWithdrawal('2000');
    await hotWallet().pass();
    const row = await withdrawal(id);
    expect(row.status).toBe('pending');
    expect(row.reason).toMatch(/^Not sent/);
    expect(await payouts(id)).toEqual([]);
    expect(await chain.tokenBalance(token, to)).toBe(0n);
    expect(await balanceOf(t, alice, 'USDT', 'withdrawing')).toBe(0n);
    expect(await balanceOf(t, alice, 'USDT', 'locked')).toBe(lockedBefore + row.amount + row.fee);
    // Operators decide again: rejecting it returns the money.
    const reject = await postTo(
      t,
      adminFundApi.withdrawReject,
      { id: Number(id), reason: 'hot wallet short' },
      { as: finance, key: newKey() },
    );
    expect(reject.body.code).toBe(1);
    await expectBooksBalanced(t);
  });

  it('holds a payout whose receipt a lagging node shows late, and confirms it once the receipt appears: never back to review', async () => {
    const { id, to } = await approvedWithdrawal('11');
    await hotWallet().pass(); // signed, sent and mined at once
    // A node that lags: neither the receipt nor the transaction, while the nonce is already past it.
    class Lagging extends HotWallet {
      protected override async lookup() {
        return { receipt: null, known: false };
      }
    }
    await hotWallet(Lagging).pass();
    expect((await payouts(id)).map((p) => p.status)).toEqual(['unresolved']);
    expect((await withdrawal(id)).status).toBe('approved');
    // Held, it cannot be rejected or marked paid by hand, and no second payout is signed.
    const reject = await postTo(t, adminFundApi.withdrawReject, { id: Number(id), reason: 'x' }, { as: finance, key: newKey() });
    expect(reject.body.code).toBe(0);
    await hotWallet(Lagging).pass();
    expect(await payouts(id)).toHaveLength(1);
    // The receipt shows up: confirmed as usual, paid once.
    await chain.mine(2);
    await hotWallet().pass();
    expect((await payouts(id)).map((p) => p.status)).toEqual(['confirmed']);
    expect((await withdrawal(id)).status).toBe('paid');
    expect(await chain.tokenBalance(token, to)).toBe(11n * USDT);
    await expectBooksBalanced(t);
  });

  it('holds a payout dropped while its nonce went to another transaction until a second operator reconciles it, never sending it twice', async () => {
    const { id, to } = await approvedWithdrawal('15');
    await chain.client.setAutomine(false);
    try {
      await hotWallet().pass();
      const [payout] = await payouts(id);
      expect(payout!.status).toBe('sent');
      // The node forgets it, and the hot wallet's key (used elsewhere) spends the nonce on something else.
      await chain.client.dropTransaction({ hash: payout!.tx_hash as Hex });
      const wallet = (await import('../../../test/chain/local-chain')).walletFor(chain.url, HOT_KEY);
      await wallet.sendTransaction({ to: hotAddress, value: 0n, nonce: Number(payout!.nonce) });
      await chain.mine(1);
    } finally {
      await chain.client.setAutomine(true);
    }
    await hotWallet().pass();
    const [held] = await payouts(id);
    expect(held!.status).toBe('unresolved');
    expect((await withdrawal(id)).status).toBe('approved');
    expect(await chain.tokenBalance(token, to)).toBe(0n);
    const list = await getFrom(t, adminChainApi.payouts, { as: finance });
    expect(list.body.data.list).toContainEqual(expect.objectContaining({ id: Number(held!.id), status: 'unresolved' }));
    // The operator who approved it cannot settle it; another one checks the chain and says it failed.
    const reconcile = (as: Operator, outcome: string) =>
      postTo(t, adminChainApi.reconcilePayout, { id: Number(held!.id), outcome }, { as, key: newKey() });
    expect((await reconcile(finance, 'failed')).body).toMatchObject({
      code: 0,
      msg: 'An operator who approved this withdrawal cannot reconcile its payout',
    });
    const second = await addOperator(t, 'finance');
    expect((await reconcile(second, 'failed')).body).toMatchObject({ code: 1, data: { status: 'failed' } });
    expect((await reconcile(second, 'paid')).body.code).toBe(0);
    expect((await withdrawal(id)).status).toBe('pending');
    // Approved again, it gets a new payout with a new nonce.
    const again = await postTo(t, adminFundApi.withdrawApprove, { id: Number(id) }, { as: finance, key: newKey() });
    expect(again.body.code).toBe(1);
    const hot = hotWallet();
    await hot.pass();
    await chain.mine(2);
    await hot.pass();
    expect((await payouts(id)).map((p) => [p.attempt, p.status])).toEqual([
      [1n, 'failed'],
      [2n, 'confirmed'],
    ]);
    expect(await chain.tokenBalance(token, to)).toBe(15n * USDT);
    expect((await withdrawal(id)).status).toBe('paid');
    await expectBooksBalanced(t);
  });

  it('shows the console the hot wallet balances and the payout queue', async () => {
    const admin = await addOperator(t, 'finance');
    const { ChainService } = await import('./chain-service');
    const service = new ChainService(
      t.database.db,
      t.clock,
      new AssetRegistry(t.database.db),
      new AuditLog(t.database.db, t.clock),
      hotWallet(),
    );
    const { wallets, list } = await service.payouts();
    const paidOut = 100n + 10n + 17n + 11n + 15n;
    expect(wallets).toEqual([
      expect.objectContaining({
        address: hotAddress.toLowerCase(),
        token_balance: `${1000n - paidOut}.00`,
        next_nonce: expect.any(Number),
      }),
    ]);
    expect(wallets[0]!.gas_balance).toMatch(/^\d+(\.\d+)?$/);
    expect(wallets[0]!.gas_balance).toMatch(/[1-9]/); // some gas, read as a decimal string (no float)
    expect(list.map((p) => p.status)).toContain('failed');
    expect(list[0]).toMatchObject({ status: 'confirmed', amount: '15.00', attempt: 2 });
    // Editing the network's decimals later leaves what was paid as it was.
    const networkId = BigInt(list[0]!.network_id);
    const decimals = (
      await t.database.db.selectFrom('chain_networks').select('token_decimals').where('id', '=', networkId).executeTakeFirstOrThrow()
    ).token_decimals;
    await t.database.db.updateTable('chain_networks').set({ token_decimals: 18n }).where('id', '=', networkId).execute();
    expect((await service.payouts()).list[0]).toMatchObject({ amount: '15.00' });
    await t.database.db.updateTable('chain_networks').set({ token_decimals: decimals }).where('id', '=', networkId).execute();
    // The console call answers the same, and no key appears in it.
    const answer = await getFrom(t, adminChainApi.payouts, { as: admin });
    expect(answer.body.code).toBe(1);
    expect(JSON.stringify(answer.body)).not.toContain(HOT_KEY.slice(2));
  });

  it('leaves networks without a hot wallet key to the manual "mark paid"', async () => {
    const { id } = await approvedWithdrawal('13');
    const noKey = new HotWallet(t.database.db, t.clock, new AssetRegistry(t.database.db), withdrawals, new Map(), {
      warn: () => undefined,
    });
    withdrawals.guardPayouts(noKey);
    expect(noKey.account(await network())).toBeNull();
    await noKey.pass();
    expect(await payouts(id)).toEqual([]);
    const manual = await postTo(
      t,
      adminFundApi.withdrawPaid,
      { id: Number(id), tx_hash: `0x${'2'.repeat(64)}` },
      { as: finance, key: newKey() },
    );
    expect(manual.body).toMatchObject({ code: 1, data: { status: 'paid' } });
  });
});
