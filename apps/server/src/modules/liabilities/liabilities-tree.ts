import { createHash, randomBytes } from 'node:crypto';
import { formatAmount } from '@mcc/contract/amount';
import { buildLevels, leafHash, rootOf, type Sha256, sortLeaves } from '@mcc/contract/merkle';
import type { Kysely } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { LiabilitiesRepository } from './liabilities-repository';

/** SHA-256 through node:crypto; the browser computes the same bytes through Web Crypto. */
export const nodeSha256: Sha256 = (data) => createHash('sha256').update(data).digest();

/** A salt: 32 random bytes, hex. */
export const newSalt = () => randomBytes(32).toString('hex');

export interface BuiltRoot {
  day: string;
  root: string;
  leafCount: number;
  /** Base units per asset code. */
  totals: Map<string, bigint>;
}

/**
 * Builds and publishes the root of `day` from one snapshot of every member's balances: gives each
 * member without one a salt, hashes one leaf per member (every asset, zeros included), sorts them,
 * builds the tree and stores the root, the totals and the leaves in one transaction. Null when the
 * day already has its root (another process or an earlier run published it).
 */
export async function publishRoot(db: Kysely<DB>, clock: Clock, day: string): Promise<BuiltRoot | null> {
  const repo = new LiabilitiesRepository();
  if (await repo.hasDay(db, day)) return null;
  const saltless = await repo.membersWithoutSalt(db);
  await repo.insertSalts(
    db,
    saltless.map((user_id) => ({ user_id, salt: newSalt(), created_at: nowMs(clock) })),
  );
  try {
    // One snapshot of members, salts and balances, read while postings go on.
    const snapshot = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const takenAt = nowMs(clock);
        const assets = (await repo.assets(trx)).map((a) => ({ code: a.code, scale: Number(a.scale) }));
        // Members who joined since the salts were given: theirs now, inside the snapshot.
        const late = await repo.membersWithoutSalt(trx);
        await repo.insertSalts(
          trx,
          late.map((user_id) => ({ user_id, salt: newSalt(), created_at: takenAt })),
        );
        return { takenAt, assets, members: await repo.members(trx), balances: await repo.memberBalances(trx) };
      });
    // Hashing happens outside any transaction: requests go on meanwhile.
    const { takenAt, assets, members } = snapshot;
    const held = new Map<string, bigint>();
    for (const row of snapshot.balances) {
      if (row.user_id !== null) held.set(`${row.user_id}:${row.asset}`, BigInt(row.balance));
    }
    const totals = new Map(assets.map((a) => [a.code, 0n]));
    const leaves: { user_id: bigint; leaf_hash: string; balances_json: string }[] = [];
    for (const member of members) {
      const balances = assets.map((a) => {
        const units = held.get(`${member.id}:${a.code}`) ?? 0n;
        totals.set(a.code, (totals.get(a.code) ?? 0n) + units);
        return { asset: a.code, amount: formatAmount(units, a.scale, a.scale) };
      });
      const hash = await leafHash({ salt: member.salt, uid: member.uid, balances }, nodeSha256);
      leaves.push({ user_id: member.id, leaf_hash: hash, balances_json: JSON.stringify(balances) });
    }
    const root = rootOf(await buildLevels(sortLeaves(leaves.map((l) => l.leaf_hash)), nodeSha256));
    // The root, its totals and every leaf in one transaction; the unique day keeps it to one per day.
    await db.transaction().execute(async (trx) => {
      const rootId = await repo.insertRoot(trx, {
        day,
        root,
        leaf_count: BigInt(leaves.length),
        totals_json: JSON.stringify([...totals].map(([asset, units]) => ({ asset, amount: units.toString() }))),
        taken_at: takenAt,
        created_at: nowMs(clock),
      });
      await repo.insertLeaves(
        trx,
        leaves.map((l) => ({ root_id: rootId, ...l })),
      );
    });
    return { day, root, leafCount: leaves.length, totals };
  } catch (error) {
    // Another process published the day first (PostgreSQL may say so as a serialization failure
    // when both gave a salt to the same new member).
    if (uniqueViolationColumn(error) !== null) return null;
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40001') return null;
    throw error;
  }
}
