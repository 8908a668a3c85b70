import { createHash, randomBytes } from 'node:crypto';
import { formatAmount } from '@mcc/contract/amount';
import type { LeafPartKind, LiabilityLineKind } from '@mcc/contract/liabilities';
import { buildLevels, leafHash, pairUp, rootOf, type Sha256 } from '@mcc/contract/merkle';
import type { Kysely } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import { isSqlite } from '../../platform/db/columns';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { SUBSCRIBING, UNITS, unitPurposes } from '../coinmix/coinmix-service';
import { LiabilitiesRepository } from './liabilities-repository';

/** SHA-256 through node:crypto; the browser computes the same bytes through Web Crypto. */
export const nodeSha256: Sha256 = (data) => createHash('sha256').update(data).digest();

/** A salt: 32 random bytes, hex. */
export const newSalt = () => randomBytes(32).toString('hex');

export interface BuiltRoot {
  day: string;
  root: string;
  leafCount: number;
  /** Base units per asset code: everything owed to members (the sum of its lines). */
  totals: Map<string, bigint>;
  /** Where the published figures differ from the journal; empty when they agree. */
  mismatches: string[];
}

/** The platform's accounts whose money is owed to members: auction escrow and the fund's custody. */
const OWED_SYSTEM = { auction_escrow: 'escrow', fund_custody: 'coinmix_custody' } as const;
const systemNames = Object.values(OWED_SYSTEM);

/** The part of a member's balance an account purpose stands for on their proof. */
function partOf(asset: string, purpose: string): LeafPartKind {
  if (asset === 'USDT' && purpose === SUBSCRIBING) return 'fund_subscriptions';
  if (asset === UNITS && purpose === unitPurposes.redeeming) return 'fund_redemptions';
  return 'accounts';
}

/** The figures a build's snapshot gives beside the members' holdings: per asset, system accounts, the journal's sums. */
interface Snapshot {
  assets: { code: string; scale: number }[];
  /** What members hold per asset: their accounts (`escrow` false) and their winning bids in escrow. */
  holdings: { asset: string; escrow: boolean; total: bigint }[];
  system: { purpose: string; asset: string; balance: bigint }[];
  journal: { kind: string; purpose: string; asset: string; total: bigint | string | number | null }[];
}

/** Adds `amount` under `key` of `map`. */
function add<K>(map: Map<K, bigint>, key: K, amount: bigint): void {
  map.set(key, (map.get(key) ?? 0n) + amount);
}

/**
 * The lines per asset and the check against the journal, from one snapshot. A member's balance of
 * an asset is every account of theirs (pending fund orders included) plus the winning bids of theirs
 * held in auction escrow; the lines are the members' accounts, auction escrow and the fund's custody,
 * each as the platform's own account says.
 */
export function liabilitiesOf(snapshot: Snapshot) {
  const members = new Map<string, bigint>();
  const shares = new Map<string, bigint>();
  for (const row of snapshot.holdings) add(row.escrow ? shares : members, row.asset, row.total);
  const system = new Map(snapshot.system.map((r) => [`${r.purpose}:${r.asset}`, BigInt(r.balance)]));
  const lines: { asset: string; line: LiabilityLineKind; amount: bigint }[] = [];
  const totals = new Map<string, bigint>();
  for (const { code } of snapshot.assets) {
    lines.push({ asset: code, line: 'members', amount: members.get(code) ?? 0n });
    for (const [line, name] of Object.entries(OWED_SYSTEM) as [LiabilityLineKind, string][]) {
      const amount = system.get(`${name}:${code}`);
      if (amount !== undefined) lines.push({ asset: code, line, amount });
    }
    totals.set(
      code,
      lines.filter((l) => l.asset === code).reduce((a, l) => a + l.amount, 0n),
    );
  }
  // The check: every line as the journal's lines add up, and escrow as the open orders say.
  const journal = new Map<string, bigint>();
  for (const row of snapshot.journal)
    add(journal, row.kind === 'member' ? `members:${row.asset}` : `${row.purpose}:${row.asset}`, BigInt(row.total ?? 0));
  const mismatches: string[] = [];
  const scale = new Map(snapshot.assets.map((a) => [a.code, a.scale]));
  const show = (asset: string, units: bigint) => `${formatAmount(units, scale.get(asset) ?? 0)} ${asset}`;
  for (const l of lines) {
    const key = l.line === 'members' ? `members:${l.asset}` : `${OWED_SYSTEM[l.line]}:${l.asset}`;
    const said = journal.get(key) ?? 0n;
    if (said !== l.amount) mismatches.push(`${l.line}: published ${show(l.asset, l.amount)}, the journal ${show(l.asset, said)}`);
  }
  for (const { code } of snapshot.assets) {
    const inEscrow = system.get(`${OWED_SYSTEM.auction_escrow}:${code}`) ?? 0n;
    const owed = shares.get(code) ?? 0n;
    if (owed !== inEscrow) mismatches.push(`auction_escrow: open orders ${show(code, owed)}, the escrow account ${show(code, inEscrow)}`);
  }
  return { lines, totals, mismatches };
}

const PART_ORDER: readonly LeafPartKind[] = ['accounts', 'fund_subscriptions', 'fund_redemptions', 'auction_escrow'];

/**
 * A member's leaf from what they hold: one balance per asset (zeros included, every decimal of the
 * asset) and, for their proof's page, the non-zero parts it is made of.
 */
export async function leafOf(
  member: { uid: string; salt: string },
  assets: readonly { code: string; scale: number }[],
  holdings: readonly { asset: string; purpose: string | null; amount: bigint }[],
) {
  const held = new Map<string, bigint>();
  for (const h of holdings) add(held, `${h.asset}:${h.purpose === null ? 'auction_escrow' : partOf(h.asset, h.purpose)}`, BigInt(h.amount));
  const parts: { asset: string; part: LeafPartKind; amount: string }[] = [];
  const balances = assets.map((a) => {
    let units = 0n;
    for (const part of PART_ORDER) {
      const amount = held.get(`${a.code}:${part}`) ?? 0n;
      units += amount;
      if (amount !== 0n) parts.push({ asset: a.code, part, amount: formatAmount(amount, a.scale, a.scale) });
    }
    return { asset: a.code, amount: formatAmount(units, a.scale, a.scale) };
  });
  return {
    leaf_hash: await leafHash({ salt: member.salt, uid: member.uid, balances }, nodeSha256),
    balances_json: JSON.stringify(balances),
    parts_json: JSON.stringify(parts),
  };
}

/** Members hashed, and nodes of a level paired, per batch: the job's memory is a batch's, not the day's. */
const BATCH = 2_000;
/** A build older than this was left by a process that stopped in the middle; the next build deletes it. */
const ABANDONED_MS = 60n * 60n * 1000n;

/**
 * Builds and publishes the root of `day` from one snapshot of everything owed to members: gives each
 * member without one a salt, copies the members and what they hold into the build's rows, hashes one
 * leaf per member (every asset, zeros included) a batch at a time, numbers the leaves by their
 * digest, builds each level of the tree from the one below a batch at a time, and publishes the
 * root, the totals with their lines, the leaves and the tree in one transaction. Null when the day
 * already has its root (another process or an earlier run published it). The answer says where the
 * published figures differ from the journal. `batch` is the number of members or nodes per step.
 */
export async function publishRoot(db: Kysely<DB>, clock: Clock, day: string, batch = BATCH): Promise<BuiltRoot | null> {
  const repo = new LiabilitiesRepository();
  if (await repo.hasDay(db, day)) return null;
  for (const id of await repo.buildsStartedBefore(db, nowMs(clock) - ABANDONED_MS)) await repo.dropBuild(db, id);
  await giveSalts(repo, db, clock, batch);
  const sqlite = isSqlite(db as unknown as Kysely<unknown>);
  const buildId = await repo.startBuild(db, day, nowMs(clock));
  try {
    // One snapshot of members, salts, balances, escrow and the journal, read while postings go on.
    const snapshot = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const takenAt = nowMs(clock);
        const assets = (await repo.assets(trx)).map((a) => ({ code: a.code, scale: Number(a.scale) }));
        // Members who joined since the salts were given: theirs now, inside the snapshot.
        await giveSalts(repo, trx, clock, batch);
        await repo.copyMembers(trx, buildId);
        await repo.copyHoldings(trx, buildId);
        return {
          takenAt,
          assets,
          system: await repo.systemBalances(trx, systemNames),
          // SQLite: the snapshot holds the write lock, so the journal is summed after it, up to its last
          // line (one writer: every line up to that id had committed). PostgreSQL: in the snapshot.
          journal: sqlite ? [] : await repo.journalSums(trx, systemNames),
          lastLineId: sqlite ? await repo.lastLineId(trx) : 0n,
        };
      });
    if (sqlite) snapshot.journal = await repo.journalSums(db, systemNames, snapshot.lastLineId);
    // Hashing happens outside any transaction: requests go on meanwhile.
    const { takenAt, assets } = snapshot;
    const { lines, totals, mismatches } = liabilitiesOf({ ...snapshot, holdings: await repo.holdingTotals(db, buildId) });
    for (let after = 0n; ; ) {
      const members = await repo.buildMembers(db, buildId, after, batch);
      if (members.length === 0) break;
      after = members[members.length - 1]!.user_id;
      const holdings = await repo.buildHoldings(db, buildId, members[0]!.user_id, after);
      const byMember = new Map<bigint, typeof holdings>();
      for (const h of holdings) {
        const mine = byMember.get(h.user_id);
        if (mine) mine.push(h);
        else byMember.set(h.user_id, [h]);
      }
      const leaves = [];
      for (const m of members)
        leaves.push({ build_id: buildId, user_id: m.user_id, ...(await leafOf(m, assets, byMember.get(m.user_id) ?? [])) });
      await repo.insertBuildLeaves(db, leaves);
    }
    const { leaves: leafCount, root } = await buildTree(repo, db, buildId, batch);
    // The root, its totals, every leaf and the tree in one transaction; the unique day keeps it to one per day.
    await db.transaction().execute(async (trx) => {
      const rootId = await repo.insertRoot(trx, {
        day,
        root,
        leaf_count: leafCount,
        totals_json: JSON.stringify([...totals].map(([asset, units]) => ({ asset, amount: units.toString() }))),
        lines_json: JSON.stringify(lines.map((l) => ({ ...l, amount: l.amount.toString() }))),
        taken_at: takenAt,
        created_at: nowMs(clock),
      });
      await repo.publishBuild(trx, buildId, rootId);
    });
    return { day, root, leafCount: Number(leafCount), totals, mismatches };
  } catch (error) {
    // Another process published the day first (PostgreSQL may say so as a serialization failure
    // when both gave a salt to the same new member).
    if (uniqueViolationColumn(error) !== null) return null;
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40001') return null;
    throw error;
  } finally {
    // A build that cannot be deleted now is deleted by a later one, as after a crash.
    await repo.dropBuild(db, buildId).catch(() => undefined);
  }
}

/** Gives every member without a salt theirs, a batch at a time. */
async function giveSalts(repo: LiabilitiesRepository, db: Executor, clock: Clock, batch: number) {
  for (;;) {
    const saltless = await repo.membersWithoutSalt(db, batch);
    if (saltless.length === 0) return;
    await repo.insertSalts(
      db,
      saltless.map((user_id) => ({ user_id, salt: newSalt(), created_at: nowMs(clock) })),
    );
  }
}

/**
 * The build's tree: its leaves numbered by digest as level 0, then each level from the one below, a
 * run of `batch` nodes (made even) at a time. Answers the number of leaves and the root.
 */
async function buildTree(repo: LiabilitiesRepository, db: Kysely<DB>, buildId: bigint, batch: number) {
  const { leaves, distinct } = await repo.numberLeaves(db, buildId);
  if (distinct !== leaves) throw new Error('two leaves of the day have the same digest');
  if (leaves === 0n) return { leaves, root: rootOf(await buildLevels([], nodeSha256)) };
  const run = batch % 2 === 0 ? batch : batch + 1;
  let level = 0;
  for (let width = leaves; width > 1n; width = (width + 1n) / 2n, level++) {
    for (let from = 0n; from < width; from += BigInt(run)) {
      const above = await pairUp(await repo.levelRun(db, buildId, level, from, run), nodeSha256);
      await repo.insertBuildNodes(
        db,
        above.map((hash, i) => ({ build_id: buildId, level: level + 1, position: from / 2n + BigInt(i), hash })),
      );
    }
  }
  const [root] = await repo.levelRun(db, buildId, level, 0n, 1);
  return { leaves, root: root! };
}
