import { adminChainApi } from '@mcc/contract/chain';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/http';
import { expectIndexedPlans, readNumbered, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { plansOf, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { ChainRepository } from './chain-repository';

// The console's deposits seen on chain as keyset pages: every deposit once, newest first, read down
// the primary key (of one member, the (user_id, id) index; with a status, the (status, id) index) —
// never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new ChainRepository();
let finance: Operator;
let bob: Member;
const all: number[] = [];
const credited: number[] = [];
const ofBob: number[] = [];
const EACH = 45;
const path = adminChainApi.deposits.path;

beforeAll(async () => {
  finance = await addOperator(t, 'super_admin');
  const alice = await addMember(t, { nickname: 'Alice' });
  bob = await addMember(t, { nickname: 'Bob' });
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
  for (let i = 1; i <= EACH; i++) {
    for (const who of [alice, bob]) {
      const done = i % 3 === 0;
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
        status: done ? 'credited' : 'confirming',
        confirmations: done ? 12n : 3n,
        required: 12n,
        entry_id: null,
        created_at: 1_790_000_000_000n + BigInt(i),
        updated_at: 1_790_000_000_000n + BigInt(i),
        credited_at: done ? 1_790_000_001_000n : null,
      });
      all.unshift(Number(id));
      if (done) credited.unshift(Number(id));
      if (who === bob) ofBob.unshift(Number(id));
    }
  }
});

/** The ids of pages 1 to `pages` of a list by number, as the finance sees them. */
const numbered = (url: string, pages: number, total: number) => readNumbered(t, finance, url, pages, total);

describe("the console's deposits on chain by keyset", () => {
  it('walks every deposit once, newest first, as the numbered pages show them', async () => {
    const { ids, pages } = await walkBefore(t, finance, path);
    expect(ids).toEqual(all);
    expect(pages.map((p) => p.total)).toEqual(pages.map(() => 2 * EACH));
    expect(pages[0]!.list[0]).toMatchObject({
      uid: bob.uid,
      user_id: Number(bob.id),
      network: 'Testnet',
      amount: '45.00',
      status: 'credited',
    });
    expect(await numbered(path, 5, 2 * EACH)).toEqual(all);
  });

  it("keeps the status and the member's filter across pages", async () => {
    expect((await walkBefore(t, finance, `${path}?status=credited`)).ids).toEqual(credited);
    expect(await numbered(`${path}?status=credited`, 2, credited.length)).toEqual(credited);
    expect((await walkBefore(t, finance, `${path}?user_id=${bob.id}`)).ids).toEqual(ofBob);
    const older = await get(t, `${path}?user_id=${bob.id}&before=${ofBob[10]}`, { as: finance });
    expect(older.body.data.list.map((r: { id: number }) => r.id)).toEqual(ofBob.slice(11, 31));
    expect(older.body.data).toMatchObject({ has_more: true, next_before: ofBob[30], total: EACH });
  });

  it('answers an empty last page for a cursor past the oldest deposit, and refuses one that is not an id', async () => {
    const past = await get(t, `${path}?before=${all.at(-1)}`, { as: finance });
    expect(past.body.data).toMatchObject({ list: [], has_more: false, next_before: null, total: 2 * EACH });
    const refused = await get(t, `${path}?before=0`, { as: finance });
    expect(refused.body.code).toBe(0);
  });

  it("reads each page and the count from an index, a filter's from its own, with no OFFSET for a cursor", async () => {
    const window = { page: 1, before: 10_000n };
    const plans = await plansOf(t.database.db, async (db) => {
      await repo.pageAll(db, {}, window);
      await repo.pageAll(db, { status: 'credited' }, window);
      await repo.pageAll(db, { userId: bob.id }, window);
    });
    expect(plans).toHaveLength(6);
    expectIndexedPlans([plans[0]!, ...plans.slice(2)], ['chain_deposits', 'users']);
    for (const { sql } of plans.filter((_, i) => i % 2 === 1)) {
      expect(sql.toLowerCase()).toContain('limit');
      expect(sql.toLowerCase()).not.toContain('offset');
    }
    for (const { plan } of plans.slice(2, 4)) expect(usesIndex(plan, 'chain_deposits_status_id_idx'), plan).toBe(true);
    for (const { plan } of plans.slice(4, 6)) expect(usesIndex(plan, 'chain_deposits_member_idx'), plan).toBe(true);
  });
});
