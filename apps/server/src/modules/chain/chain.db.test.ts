import { adminChainApi, chainApi } from '@mcc/contract/chain';
import { fundApi } from '@mcc/contract/fund';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit';
import { type LocalChain, startLocalChain } from '../../../test/chain/local-chain';
import { firstRowOf, getFrom, postTo } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { balanceOf, entryKindsOf, expectBooksBalanced, systemBalance, USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { depositAccount, depositXpub, networkBody, watcherFor } from './chain-fixtures';
import { depositAddress } from './deposit-addresses';

const t = useTestApp();
let chain: LocalChain;
let token: Hex;
let admin: Operator;
let alice: Member;
let aliceAddress: Hex;

beforeAll(async () => {
  chain = await startLocalChain();
  token = await chain.deployToken(6);
  await chain.mint(token, chain.sender, 1_000_000n * USDT);
  admin = await addOperator(t, 'super_admin');
  alice = await addMember(t);
}, 90_000);

afterAll(async () => {
  await chain?.stop();
});

async function deposits(member: Member) {
  return (await getFrom(t, chainApi.deposits, { as: member })).body.data.list as Array<Record<string, unknown>>;
}

describe('automatic recharge on an EVM chain', () => {
  it('says it is not configured while no network is', async () => {
    const answer = await postTo(t, chainApi.autoRecharge, {}, { as: alice });
    expect(answer.body).toMatchObject({ code: 1, data: { networks: [] } });
    expect((await getFrom(t, adminChainApi.networks, { as: admin })).body.data.list).toEqual([]);
    // The scheduler has nothing to read and takes no lease.
    expect(await watcherFor(t).scheduler().tick()).toBe(false);
    expect(await t.database.db.selectFrom('job_leases').selectAll().where('name', '=', 'chain-watcher').execute()).toEqual([]);
  });

  it('refuses a network with a private key, a bad minimum or from a role without settings', async () => {
    const privateKey = await postTo(
      t,
      adminChainApi.saveNetwork,
      networkBody(chain.url, token, { xpub: depositAccount.privateExtendedKey }),
      { as: admin },
    );
    expect(privateKey.body).toMatchObject({ code: 0, data: { field: 'xpub' } });
    const minimum = await postTo(t, adminChainApi.saveNetwork, networkBody(chain.url, token, { min_deposit: '1.2345678' }), {
      as: admin,
    });
    expect(minimum.body).toMatchObject({ code: 0, data: { field: 'min_deposit' } });
    const support = await addOperator(t, 'support');
    expect((await postTo(t, adminChainApi.saveNetwork, networkBody(chain.url, token), { as: support })).body.code).toBe(0);
    expect((await getFrom(t, adminChainApi.networks, { as: admin })).body.data.list).toEqual([]);
  });

  it('stores a network (audit-logged) and hands each member one address derived from the xpub by member id', async () => {
    const saved = await postTo(t, adminChainApi.saveNetwork, networkBody(chain.url, token), { as: admin });
    expect(saved.body).toMatchObject({ code: 1, data: { id: expect.any(Number) } });
    const audit = await auditRows(t, 'chain.network_save');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after_json).toContain(depositXpub);

    const first = await postTo(t, chainApi.autoRecharge, {}, { as: alice });
    expect(first.body.code).toBe(1);
    const [network] = first.body.data.networks;
    aliceAddress = network.address;
    expect(network).toMatchObject({ name: 'Local EVM', chain_id: 31337, asset: 'USDT', min_deposit: '10.00', confirmations: 3 });
    expect(aliceAddress).toBe(depositAddress(depositXpub, Number(alice.id)));
    expect((await postTo(t, chainApi.autoRecharge, {}, { as: alice })).body.data.networks[0].address).toBe(aliceAddress);
    const bob = await addMember(t);
    const bobs = (await postTo(t, chainApi.autoRecharge, {}, { as: bob })).body.data.networks[0].address;
    expect(bobs).not.toBe(aliceAddress);
    expect(bobs).toBe(depositAddress(depositXpub, Number(bob.id)));
    // No private key of a deposit address is stored anywhere: only the public half of the account.
    const stored = JSON.stringify(await t.database.db.selectFrom('chain_networks').selectAll().execute(), (_k, v) =>
      typeof v === 'bigint' ? String(v) : v,
    );
    expect(stored).not.toContain(depositAccount.privateExtendedKey);
  });

  it('credits a deposit after N confirmations and not before, once however often it runs', async () => {
    const { watcher, events } = watcherFor(t);
    const before = await balanceOf(t, alice);
    const tx = await chain.transfer(token, aliceAddress, 25n * USDT);
    await watcher.pass();
    let [deposit] = await deposits(alice);
    expect(deposit).toMatchObject({ tx_hash: tx, status: 'confirming', confirmations: 1, required: 3, amount: '25.00' });
    expect(await balanceOf(t, alice)).toBe(before);

    await chain.mine(1);
    await watcher.pass();
    [deposit] = await deposits(alice);
    expect(deposit).toMatchObject({ status: 'confirming', confirmations: 2 });
    expect(await balanceOf(t, alice)).toBe(before);

    await chain.mine(1);
    await watcher.pass();
    await watcher.pass();
    [deposit] = await deposits(alice);
    expect(deposit).toMatchObject({ status: 'credited', confirmations: 3, credited_at: expect.any(Number) });
    expect(await balanceOf(t, alice)).toBe(before + 25n * USDT);
    expect(await systemBalance(t, 'external_deposits')).toBe(-(before + 25n * USDT));

    // The member's page was told each step, and only this member's streams get it.
    const told = events
      .filter((e) => e.topic === 'chain.deposit')
      .map((e) => [(e.data as { status: string }).status, (e.data as { confirmations: number }).confirmations, e.userId]);
    expect(told).toEqual([
      ['confirming', 1, String(alice.id)],
      ['confirming', 2, String(alice.id)],
      ['credited', 3, String(alice.id)],
    ]);
    expect(await firstRowOf(t, fundApi.usdtDetail, { as: alice })).toMatchObject({ amount: '25.00' });
    await expectBooksBalanced(t);
  });

  it('records a deposit below the minimum and never credits it', async () => {
    const { watcher } = watcherFor(t);
    const before = await balanceOf(t, alice);
    await chain.transfer(token, aliceAddress, 5n * USDT);
    await watcher.pass();
    await chain.mine(5);
    await watcher.pass();
    const [deposit] = await deposits(alice);
    expect(deposit).toMatchObject({ status: 'below_min', amount: '5.00' });
    expect(await balanceOf(t, alice)).toBe(before);
  });

  it('reads the same log again after a restart and two watchers at once, and credits it once', async () => {
    const before = await balanceOf(t, alice);
    const from = await chain.head();
    const tx = await chain.transfer(token, aliceAddress, 40n * USDT);
    // A watcher that stops after its first one-block range, as if killed mid-scan.
    await watcherFor(t, { rangeBlocks: 1, rangesPerPass: 1 }).watcher.pass();
    // As if a process died after recording logs but before saving its cursor: the cursor goes back.
    await t.database.db
      .updateTable('chain_cursors')
      .set({ scanned_to: from - 2n, scanned_hash: null })
      .execute();
    await chain.mine(3);
    const a = watcherFor(t);
    const b = watcherFor(t);
    await Promise.all([a.watcher.pass(), b.watcher.pass(), a.watcher.pass(), b.watcher.pass()]);
    await Promise.all([a.watcher.pass(), b.watcher.pass()]);
    const rows = await t.database.db.selectFrom('chain_deposits').selectAll().where('tx_hash', '=', tx).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('credited');
    expect(await balanceOf(t, alice)).toBe(before + 40n * USDT);
    expect(await entryKindsOf(t, 'chain_deposit', rows[0]!.id)).toHaveLength(1);
    await expectBooksBalanced(t);
  });

  it('drops an unconfirmed deposit whose block left the chain (re-org) and rewinds the cursor', async () => {
    const { watcher } = watcherFor(t);
    const before = await balanceOf(t, alice);
    const snapshot = await chain.snapshot();
    const tx = await chain.transfer(token, aliceAddress, 30n * USDT);
    await chain.mine(1);
    await watcher.pass();
    expect((await deposits(alice))[0]).toMatchObject({ tx_hash: tx, status: 'confirming', confirmations: 2 });

    // The chain goes back before the transfer and grows a longer, different branch.
    await chain.revert(snapshot);
    await chain.mine(4);
    await watcher.pass();
    expect((await deposits(alice))[0]).toMatchObject({
      tx_hash: tx,
      status: 'dropped',
      status_text: 'Dropped by a chain re-org, not credited',
    });
    const cursor = await t.database.db.selectFrom('chain_cursors').selectAll().executeTakeFirstOrThrow();
    const canonical = await chain.client.getBlock({ blockNumber: cursor.scanned_to });
    expect(cursor.scanned_hash).toBe(canonical.hash);
    expect(cursor.scanned_to).toBe(await chain.head());

    await chain.mine(5);
    await watcher.pass();
    expect((await deposits(alice))[0]).toMatchObject({ tx_hash: tx, status: 'dropped' });
    expect(await balanceOf(t, alice)).toBe(before);
    await expectBooksBalanced(t);
  });

  it('runs one watcher at a time by lease', async () => {
    const first = watcherFor(t).scheduler();
    const second = watcherFor(t).scheduler();
    expect(await first.tick()).toBe(true);
    expect(await second.tick()).toBe(false);
    await first.stop();
    expect(await second.tick()).toBe(true);
    await second.stop();
  });

  it('shows the console the watcher status, the deposits and the sweep report', async () => {
    const { watcher } = watcherFor(t);
    await watcher.pass();
    const [status] = (await getFrom(t, adminChainApi.networks, { as: admin })).body.data.list;
    const head = Number(await chain.head());
    expect(status).toMatchObject({ head, cursor: head, lag: 0, last_error: null, confirming: 0, addresses: 2 });

    const listed = await getFrom(t, adminChainApi.deposits, { as: admin, query: { status: 'credited' } });
    expect(listed.body.data.list.map((d: { amount: string }) => d.amount)).toEqual(['40.00', '25.00']);
    expect(listed.body.data.list[0]).toMatchObject({ uid: alice.uid, user_id: Number(alice.id) });

    const sweep = await getFrom(t, adminChainApi.sweep, { as: admin });
    expect(sweep.body.data.list).toEqual([
      expect.objectContaining({ address: aliceAddress, credited: '65.00', deposits: 2, derivation_path: `0/${alice.id}`, uid: alice.uid }),
    ]);
    expect(await chain.tokenBalance(token, aliceAddress)).toBe(70n * USDT); // 25 + 5 + 40 sit on chain; the dropped 30 never happened

    // A member sees only their own deposits.
    const carol = await addMember(t);
    expect(await deposits(carol)).toEqual([]);
  });

  it('refuses an RPC URL that is not https or points at a private, local or metadata address, at save and at use', async () => {
    for (const rpc of [
      'https://10.0.0.5/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/',
      'ftp://1.1.1.1/',
      'http://1.1.1.1/',
    ]) {
      const saved = await postTo(t, adminChainApi.saveNetwork, networkBody(rpc, token, { name: 'Inside', chain_id: 77777 }), {
        as: admin,
      });
      expect({ rpc, body: saved.body }).toMatchObject({ rpc, body: { code: 0, data: { field: 'rpc_url' } } });
    }
    // A network already stored with such a URL is not read, and the console line says why without echoing it.
    const saved = await postTo(t, adminChainApi.saveNetwork, networkBody(chain.url, token, { name: 'Moved', chain_id: 77778 }), {
      as: admin,
    });
    expect(saved.body.code).toBe(1);
    await t.database.db.updateTable('chain_networks').set({ rpc_url: 'https://169.254.169.254/' }).where('chain_id', '=', 77778n).execute();
    const { watcher } = watcherFor(t);
    await watcher.pass();
    const list = (await getFrom(t, adminChainApi.networks, { as: admin })).body.data.list;
    expect(list.find((n: { name: string }) => n.name === 'Moved').last_error).toBe(
      'RPC URL refused: it points at a private, local or metadata address',
    );
    await t.database.db.updateTable('chain_networks').set({ enabled: 0n }).where('chain_id', '=', 77778n).execute();
  });

  it('notes an unreachable RPC as the last error and keeps the other networks going', async () => {
    const saved = await postTo(t, adminChainApi.saveNetwork, networkBody('http://127.0.0.1:9', token, { name: 'Down', chain_id: 99999 }), {
      as: admin,
    });
    expect(saved.body.code).toBe(1);
    const { watcher } = watcherFor(t);
    await chain.mine(1);
    await watcher.pass();
    const list = (await getFrom(t, adminChainApi.networks, { as: admin })).body.data.list;
    // The console reads what kind of failure it was, never the node's answer or its address.
    const down = list.find((n: { name: string }) => n.name === 'Down').last_error;
    expect(down).toBe('The RPC node could not be reached or answered with an HTTP error');
    expect(list.find((n: { name: string }) => n.name === 'Local EVM')).toMatchObject({ last_error: null, lag: 0 });
    // Refused: the same chain id twice.
    const twice = await postTo(t, adminChainApi.saveNetwork, networkBody(chain.url, token, { name: 'Again' }), { as: admin });
    expect(twice.body).toMatchObject({ code: 0, data: { field: 'chain_id' } });
  });
});
