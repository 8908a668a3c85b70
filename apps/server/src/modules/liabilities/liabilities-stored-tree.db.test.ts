import type { LiabilityProof } from '@mcc/contract/liabilities';
import { buildLevels, proofOf, verifyLeaf } from '@mcc/contract/merkle';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import { plansOf, scansWhole } from '../../../test/query-plan';
import { testDialect, useTestApp } from '../../../test/test-app';
import { LiabilitiesRepository } from './liabilities-repository';
import { nodeSha256, publishRoot } from './liabilities-tree';

// The daily tree is stored with its root: each leaf's place and every node, so a proof is a few
// reads by primary key — the same path a tree built in memory gives — and no process rebuilds it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const members: Member[] = [];
const DAY = '2026-11-01';

beforeAll(async () => {
  // 13 members: odd widths on several levels, where a node goes up without a sibling.
  for (let i = 0; i < 13; i++) {
    const m = await addMember(t);
    await credit(t, m, BigInt(i + 1) * USDT);
    members.push(m);
  }
  expect(await publishRoot(t.database.db, t.clock, DAY)).not.toBeNull();
});

describe('the stored liabilities tree', () => {
  it('answers every member the path of the tree built in memory, and it verifies', async () => {
    const root = await t.database.db.selectFrom('liability_roots').selectAll().where('day', '=', DAY).executeTakeFirstOrThrow();
    const levels = await buildLevels(await new LiabilitiesRepository().leafHashes(t.database.db, root.id), nodeSha256);
    const nodes = await t.database.db
      .selectFrom('liability_nodes')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('root_id', '=', root.id)
      .executeTakeFirstOrThrow();
    expect(Number(nodes.n)).toBe(levels.reduce((n, level) => n + level.length, 0));
    for (const m of members) {
      const res = await get<LiabilityProof>(t, '/api/liabilities/proof', { as: m });
      expect(res.body.code).toBe(1);
      const proof = res.body.data;
      expect(proof.path).toEqual(proofOf(levels, proof.index));
      expect(await verifyLeaf(proof.leaf, proof.path, proof.root, nodeSha256)).toBe(true);
    }
  });

  it('answers a leaf of a root published before trees were stored from a tree built once', async () => {
    const m = members[4]!;
    const before = (await get<LiabilityProof>(t, '/api/liabilities/proof', { as: m })).body.data;
    await t.database.db.updateTable('liability_leaves').set({ leaf_index: null }).where('user_id', '=', m.id).execute();
    const after = (await get<LiabilityProof>(t, '/api/liabilities/proof', { as: m })).body.data;
    expect(after).toEqual(before);
  });

  it('reads the siblings by the nodes’ primary key', async () => {
    const root = await t.database.db.selectFrom('liability_roots').select('id').where('day', '=', DAY).executeTakeFirstOrThrow();
    const plans = await plansOf(t.database.db, (db) =>
      new LiabilitiesRepository().nodesAt(db, root.id, [
        { level: 0, position: 3n },
        { level: 1, position: 0n },
        { level: 2, position: 1n },
      ]),
    );
    expect(plans).toHaveLength(1);
    const { plan } = plans[0]!;
    expect(scansWhole(plan, 'liability_nodes'), plan).toBe(false);
    expect(plan).toMatch(testDialect === 'postgres' ? /liability_nodes_pk/ : /sqlite_autoindex_liability_nodes/);
    // Each place by the whole key, never a walk over the root's nodes.
    const wholeKey =
      testDialect === 'postgres'
        ? /Index Cond: \(\(root_id = [^)]+\) AND \(level = [^)]+\) AND \("?position"? = [^)]+\)\)/g
        : /root_id=\? AND level=\? AND position=\?/g;
    expect(plan.match(wholeKey), plan).toHaveLength(3);
  });
});
