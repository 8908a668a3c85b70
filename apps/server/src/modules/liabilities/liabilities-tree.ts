import { createHash, randomBytes } from 'node:crypto';
import { formatAmount } from '@mcc/contract/amount';
import type { LeafPartKind, LiabilityLineKind } from '@mcc/contract/liabilities';
import { buildLevels, leafHash, rootOf, type Sha256, sortLeaves } from '@mcc/contract/merkle';
import type { Kysely } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import { isSqlite } from '../../platform/db/columns';
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

interface Snapshot {
  takenAt: bigint;
  assets: { code: string; scale: number }[];
  members: { id: bigint; uid: string; salt: string }[];
  accounts: { user_id: bigint | null; asset: string; purpose: string; balance: bigint }[];
  system: { purpose: string; asset: string; balance: bigint }[];
  journal: { kind: string; purpose: string; asset: string; total: bigint | string | number | null }[];
  escrow: { buyer_id: bigint; asset: string; amount: bigint; deposit: bigint | null; paid_at: bigint | null }[];
}

/** Adds `amount` under `key` of `map`. */
function add<K>(map: Map<K, bigint>, key: K, amount: bigint): void {
  map.set(key, (map.get(key) ?? 0n) + amount);
}

/**
 * The leaves' balances and parts, the lines per asset and the check against the journal, from one
 * snapshot. A member's balance of an asset is every account of theirs (pending fund orders included)
 * plus the winning bids of theirs held in auction escrow; the lines are the members' accounts, auction
 * escrow and the fund's custody, each as the platform's own account says.
 */
export function liabilitiesOf(snapshot: Snapshot) {
  const held = new Map<string, Map<LeafPartKind, bigint>>();
  const part = (userId: bigint, asset: string) => {
    const key = `${userId}:${asset}`;
    const parts = held.get(key) ?? new Map<LeafPartKind, bigint>();
    held.set(key, parts);
    return parts;
  };
  const members = new Map<string, bigint>();
  for (const row of snapshot.accounts) {
    if (row.user_id === null) continue;
    add(part(row.user_id, row.asset), partOf(row.asset, row.purpose), BigInt(row.balance));
    add(members, row.asset, BigInt(row.balance));
  }
  const shares = new Map<string, bigint>();
  for (const order of snapshot.escrow) {
    const share = order.deposit !== null && order.paid_at === null ? order.deposit : order.amount;
    add(part(order.buyer_id, order.asset), 'auction_escrow', share);
    add(shares, order.asset, share);
  }
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
  return { held, lines, totals, mismatches };
}

/**
 * Builds and publishes the root of `day` from one snapshot of everything owed to members: gives each
 * member without one a salt, hashes one leaf per member (every asset, zeros included), sorts them,
 * builds the tree and stores the root, the totals with their lines and the leaves in one transaction.
 * Null when the day already has its root (another process or an earlier run published it). The
 * answer says where the published figures differ from the journal.
 */
export async function publishRoot(db: Kysely<DB>, clock: Clock, day: string): Promise<BuiltRoot | null> {
  const repo = new LiabilitiesRepository();
  if (await repo.hasDay(db, day)) return null;
  const saltless = await repo.membersWithoutSalt(db);
  await repo.insertSalts(
    db,
    saltless.map((user_id) => ({ user_id, salt: newSalt(), created_at: nowMs(clock) })),
  );
  const sqlite = isSqlite(db as unknown as Kysely<unknown>);
  try {
    // One snapshot of members, salts, balances, escrow and the journal, read while postings go on.
    const snapshot: Snapshot & { lastLineId: bigint } = await db
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
        return {
          takenAt,
          assets,
          members: await repo.members(trx),
          accounts: await repo.memberBalances(trx),
          system: await repo.systemBalances(trx, systemNames),
          // SQLite: the snapshot holds the write lock, so the journal is summed after it, up to its last
          // line (one writer: every line up to that id had committed). PostgreSQL: in the snapshot.
          journal: sqlite ? [] : await repo.journalSums(trx, systemNames),
          lastLineId: sqlite ? await repo.lastLineId(trx) : 0n,
          escrow: await repo.escrowByBuyer(trx),
        };
      });
    if (sqlite) snapshot.journal = await repo.journalSums(db, systemNames, snapshot.lastLineId);
    // Hashing happens outside any transaction: requests go on meanwhile.
    const { takenAt, assets, members } = snapshot;
    const { held, lines, totals, mismatches } = liabilitiesOf(snapshot);
    const leaves: { user_id: bigint; leaf_hash: string; balances_json: string; parts_json: string }[] = [];
    for (const member of members) {
      const parts: { asset: string; part: LeafPartKind; amount: string }[] = [];
      const balances = assets.map((a) => {
        const mine = held.get(`${member.id}:${a.code}`) ?? new Map<LeafPartKind, bigint>();
        let units = 0n;
        for (const [kind, amount] of mine) {
          units += amount;
          if (amount !== 0n) parts.push({ asset: a.code, part: kind, amount: formatAmount(amount, a.scale, a.scale) });
        }
        return { asset: a.code, amount: formatAmount(units, a.scale, a.scale) };
      });
      const hash = await leafHash({ salt: member.salt, uid: member.uid, balances }, nodeSha256);
      leaves.push({ user_id: member.id, leaf_hash: hash, balances_json: JSON.stringify(balances), parts_json: JSON.stringify(parts) });
    }
    const levels = await buildLevels(sortLeaves(leaves.map((l) => l.leaf_hash)), nodeSha256);
    const root = rootOf(levels);
    const indexOf = new Map((levels[0] ?? []).map((hash, index) => [hash, BigInt(index)]));
    // The root, its totals and every leaf in one transaction; the unique day keeps it to one per day.
    await db.transaction().execute(async (trx) => {
      const rootId = await repo.insertRoot(trx, {
        day,
        root,
        leaf_count: BigInt(leaves.length),
        totals_json: JSON.stringify([...totals].map(([asset, units]) => ({ asset, amount: units.toString() }))),
        lines_json: JSON.stringify(lines.map((l) => ({ ...l, amount: l.amount.toString() }))),
        taken_at: takenAt,
        created_at: nowMs(clock),
      });
      await repo.insertLeaves(
        trx,
        leaves.map((l) => ({ root_id: rootId, ...l, leaf_index: indexOf.get(l.leaf_hash)! })),
      );
      // The tree itself, so a member's proof is a few reads of it, never a rebuild.
      if (leaves.length > 0) await repo.insertNodes(trx, rootId, levels);
    });
    return { day, root, leafCount: leaves.length, totals, mismatches };
  } catch (error) {
    // Another process published the day first (PostgreSQL may say so as a serialization failure
    // when both gave a salt to the same new member).
    if (uniqueViolationColumn(error) !== null) return null;
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40001') return null;
    throw error;
  }
}
