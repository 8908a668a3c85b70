import type { LiabilityProof } from '@mcc/contract/liabilities';
import { liabilitiesApi } from '@mcc/contract/liabilities';
import { buildLevels, proofOf, verifyLeaf } from '@mcc/contract/merkle';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import { plansOf, scansWhole } from '../../../test/query-plan';
import { rowCount } from '../../../test/row-count';
import { testDialect, useTestApp } from '../../../test/test-app';
import { nowMs } from '../../platform/clock';
import { LiabilitiesRepository } from './liabilities-repository';
import { nodeSha256, publishRoot } from './liabilities-tree';

// The daily tree is stored with its root: each leaf's place and every node, so a proof is a few
// reads by primary key — the same path a tree built in memory gives — and no process rebuilds it.
// The job builds it through the database a batch at a time; any batch size gives the same tree.

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
      const res = await getFrom<LiabilityProof>(t, liabilitiesApi.proof, { as: m });
      expect(res.body.code).toBe(1);
      const proof = res.body.data;
      expect(proof.path).toEqual(proofOf(levels, proof.index));
      expect(await verifyLeaf(proof.leaf, proof.path, proof.root, nodeSha256)).toBe(true);
    }
  });

  it('answers a leaf of a root published before trees were stored from a tree built once', async () => {
    const m = members[4]!;
    const before = (await getFrom<LiabilityProof>(t, liabilitiesApi.proof, { as: m })).body.data;
    await t.database.db.updateTable('liability_leaves').set({ leaf_index: null }).where('user_id', '=', m.id).execute();
    const after = (await getFrom<LiabilityProof>(t, liabilitiesApi.proof, { as: m })).body.data;
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

  it('is the same tree built a few members or nodes at a time, and leaves no build behind', async () => {
    const db = t.database.db;
    const published = async (day: string) => {
      const root = await db.selectFrom('liability_roots').selectAll().where('day', '=', day).executeTakeFirstOrThrow();
      const leaves = await db
        .selectFrom('liability_leaves')
        .select(['user_id', 'leaf_hash', 'balances_json', 'parts_json', 'leaf_index'])
        .where('root_id', '=', root.id)
        .orderBy('user_id')
        .execute();
      const nodes = await db
        .selectFrom('liability_nodes')
        .select(['level', 'position', 'hash'])
        .where('root_id', '=', root.id)
        .orderBy('level')
        .orderBy('position')
        .execute();
      return { root: root.root, leafCount: root.leaf_count, totals: root.totals_json, leaves, nodes };
    };
    expect(await publishRoot(db, t.clock, '2026-11-02')).not.toBeNull();
    const whole = await published('2026-11-02');
    expect(whole.leaves.map((l) => l.leaf_index).sort((a, b) => Number(a! - b!))).toEqual(members.map((_, i) => BigInt(i)));
    // Balances have not moved since: batches of 1, 3 (paired as 4) and 4 give the same day.
    for (const [day, batch] of [
      ['2026-11-03', 1],
      ['2026-11-04', 3],
      ['2026-11-06', 4],
    ] as const) {
      expect(await publishRoot(db, t.clock, day, batch)).not.toBeNull();
      expect(await published(day)).toEqual(whole);
    }
    for (const table of [
      'liability_builds',
      'liability_build_members',
      'liability_build_holdings',
      'liability_build_leaves',
      'liability_build_nodes',
    ] as const) {
      expect(await rowCount(db, table), table).toBe(0);
    }
  });

  it('deletes a build a stopped process left an hour ago, and leaves one in progress alone', async () => {
    const db = t.database.db;
    const now = nowMs(t.clock);
    const left = async (day: string, startedAt: bigint) => {
      const build = await db
        .insertInto('liability_builds')
        .values({ day, started_at: startedAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('liability_build_members')
        .values({ build_id: build.id, user_id: members[0]!.id, uid: members[0]!.uid, salt: 'ab'.repeat(32) })
        .execute();
      await db
        .insertInto('liability_build_nodes')
        .values({ build_id: build.id, level: 0, position: 0n, hash: 'cd'.repeat(32) })
        .execute();
      return build.id;
    };
    const stopped = await left('2026-11-05', now - 61n * 60_000n);
    const running = await left('2026-11-05', now - 60_000n);
    const built = await publishRoot(db, t.clock, '2026-11-05');
    expect(built?.leafCount).toBe(members.length);
    const builds = await db.selectFrom('liability_builds').select('id').execute();
    expect(builds.map((b) => b.id)).toEqual([running]);
    const rowsOf = async (buildId: bigint) =>
      (await db.selectFrom('liability_build_members').select('user_id').where('build_id', '=', buildId).execute()).length +
      (await db.selectFrom('liability_build_nodes').select('hash').where('build_id', '=', buildId).execute()).length;
    expect(await rowsOf(stopped)).toBe(0);
    expect(await rowsOf(running)).toBe(2);
  });

  it('reads a build’s members, holdings and each run of a level by index', async () => {
    const repo = new LiabilitiesRepository();
    const plans = await plansOf(t.database.db, async (db) => {
      await repo.buildMembers(db, 1n, 0n, 100);
      await repo.buildHoldings(db, 1n, 1n, 100n);
      await repo.levelRun(db, 1n, 2, 0n, 100);
    });
    expect(plans).toHaveLength(3);
    for (const [table, { plan }] of [
      ['liability_build_members', plans[0]!],
      ['liability_build_holdings', plans[1]!],
      ['liability_build_nodes', plans[2]!],
    ] as const)
      expect(scansWhole(plan, table), plan).toBe(false);
  });
});
