import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/http';
import { expectIndexedPlans, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { USDT } from '../../../test/money';
import { plansOf, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { ChainRepository } from './chain-repository';

// A member's deposits seen on chain as keyset pages: every deposit once, newest first, each page
// read from the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new ChainRepository();
let alice: Member;
const mine: number[] = [];
const DEPOSITS = 45;

beforeAll(async () => {
  alice = await addMember(t, { nickname: 'Alice' });
  const other = await addMember(t, { nickname: 'Other' });
  const network = await t.database.db
    .insertInto('chain_networks')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 1; i <= DEPOSITS; i++) {
    for (const who of [alice, other]) {
      const credited = i % 3 === 0;
      const id = await repo.recordDeposit(t.database.db, {
        network_id: network.id,
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
      if (who === alice) mine.unshift(Number(id));
    }
  }
});

describe("a member's deposits on chain by keyset", () => {
  it('walks every deposit of mine once, newest first, as the numbered pages show them', async () => {
    const { ids, pages } = await walkBefore(t, alice, '/api/fund/autoRechargeLog');
    expect(ids).toEqual(mine);
    expect(pages.map((p) => p.total)).toEqual([DEPOSITS, DEPOSITS, DEPOSITS]);
    expect(pages.at(-1)!.next_before).toBeNull();
    expect(pages[0]!.list[0]).toMatchObject({ network: 'Testnet', amount: '45.00', status: 'credited', confirmations: 12, required: 12 });

    const numbered: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await get(t, `/api/fund/autoRechargeLog?page=${page}`, { as: alice });
      expect(res.body.data).toMatchObject({ page, total: DEPOSITS, has_more: page < 3 });
      numbered.push(...res.body.data.list.map((r: { id: number }) => r.id));
    }
    expect(numbered).toEqual(mine);
  });

  it('answers an empty last page for a cursor past the oldest deposit', async () => {
    const res = await get(t, `/api/fund/autoRechargeLog?before=${mine.at(-1)}`, { as: alice });
    expect(res.body.data).toMatchObject({ list: [], has_more: false, next_before: null, total: DEPOSITS });
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, (db) => repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n }));
    expect(plans).toHaveLength(2);
    expectIndexedPlans(plans, ['chain_deposits']);
    for (const { plan } of plans) expect(usesIndex(plan, 'chain_deposits_member_idx'), plan).toBe(true);
  });
});
