import { formatAmount } from '@mcc/contract/amount';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { adminLiabilitiesApi, LiabilityLineKind, liabilitiesApi, PublishedRoot, SolvencyLine } from '@mcc/contract/liabilities';
import { buildLevels, type ProofStep, proofOf } from '@mcc/contract/merkle';
import type { Kysely } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import { mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { membersDirectory } from '../../platform/members-directory';
import type { AuditLog } from '../admin/audit-log';
import { amountOrRefuse } from '../ledger/amount-input';
import type { AssetRegistry } from '../ledger/assets';
import { liabilitiesMessages as m } from './liabilities-messages';
import { type DeclarationRow, LiabilitiesRepository, type RootRow } from './liabilities-repository';
import { nodeSha256 } from './liabilities-tree';

function parseTotals(json: string): Map<string, bigint> {
  const list = JSON.parse(json) as { asset: string; amount: string }[];
  return new Map(list.map((t) => [t.asset, BigInt(t.amount)]));
}

type StoredLine = { asset: string; line: LiabilityLineKind; amount: string };
const parseLines = (json: string) => JSON.parse(json) as StoredLine[];
const formatIn = (scales: Map<string, number>, asset: string, units: bigint) => {
  const scale = scales.get(asset) ?? 0;
  return formatAmount(units, scale, scale);
};

/** The published roots for members and the console, members' own proofs, and the custody operators declare. */
export class LiabilitiesService {
  readonly #repo = new LiabilitiesRepository();
  /** A tree built for a root published before trees were stored (see `#builtPath`). */
  #tree: { rootId: bigint; levels: string[][] } | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly audit: AuditLog,
  ) {}

  async #scales(): Promise<Map<string, number>> {
    return new Map((await this.assets.list()).map((a) => [a.code, a.scale]));
  }

  #published(row: RootRow, scales: Map<string, number>): PublishedRoot {
    return {
      day: row.day,
      root: row.root,
      leaf_count: Number(row.leaf_count),
      totals: [...parseTotals(row.totals_json)].map(([asset, units]) => ({ asset, amount: formatIn(scales, asset, units) })),
      lines: parseLines(row.lines_json).map((l) => ({ ...l, amount: formatIn(scales, l.asset, BigInt(l.amount)) })),
      taken_at: unixSeconds(row.taken_at),
    };
  }

  async latest(): Promise<DataOf<typeof liabilitiesApi.latest>> {
    const row = await this.#repo.latest(this.db);
    return row ? this.#published(row, await this.#scales()) : null;
  }

  /** The member's own leaf in the newest root and its path; no other member's leaf is ever answered. */
  async proof(userId: bigint): Promise<DataOf<typeof liabilitiesApi.proof>> {
    const row = await this.#repo.latest(this.db);
    if (!row) refuse(m.noRootYet);
    const [leaf, salt, user] = await Promise.all([
      this.#repo.leafOf(this.db, row.id, userId),
      this.#repo.saltOf(this.db, userId),
      membersDirectory.uidOf(this.db, userId),
    ]);
    if (!leaf || !salt || !user) refuse(m.notInRoot);
    const { index, path } =
      leaf.leaf_index === null
        ? await this.#builtPath(row.id, leaf.leaf_hash)
        : await this.#storedPath(row.id, Number(row.leaf_count), leaf.leaf_index);
    const published = this.#published(row, await this.#scales());
    return {
      day: published.day,
      root: published.root,
      leaf_count: published.leaf_count,
      taken_at: published.taken_at,
      leaf: { salt: salt.salt, uid: user, balances: JSON.parse(leaf.balances_json) as { asset: string; amount: string }[] },
      parts: JSON.parse(leaf.parts_json) as DataOf<typeof liabilitiesApi.proof>['parts'],
      leaf_hash: leaf.leaf_hash,
      index,
      path,
    };
  }

  /** The path read from the stored tree: one sibling per level, fetched by the nodes' primary key. */
  async #storedPath(rootId: bigint, leafCount: number, leafIndex: bigint): Promise<{ index: number; path: ProofStep[] }> {
    const places: { level: number; position: bigint; side: 'left' | 'right' }[] = [];
    let at = leafIndex;
    for (let level = 0, width = leafCount; width > 1; level++, width = Math.ceil(width / 2)) {
      places.push({ level, position: at % 2n === 0n ? at + 1n : at - 1n, side: at % 2n === 0n ? 'right' : 'left' });
      at /= 2n;
    }
    const found = await this.#repo.nodesAt(this.db, rootId, places);
    const hashAt = new Map(found.map((n) => [`${n.level}:${n.position}`, n.hash]));
    // A node without a sibling (the last of an odd level) goes up as it is: no step.
    const path = places.flatMap((p) => {
      const hash = hashAt.get(`${p.level}:${p.position}`);
      return hash === undefined ? [] : [{ side: p.side, hash }];
    });
    return { index: Number(leafIndex), path };
  }

  /** A root published before its tree was stored: the tree is built once per process, as it used to be. */
  async #builtPath(rootId: bigint, leafHash: string): Promise<{ index: number; path: ProofStep[] }> {
    if (this.#tree?.rootId !== rootId) {
      this.#tree = { rootId, levels: await buildLevels(await this.#repo.leafHashes(this.db, rootId), nodeSha256) };
    }
    const index = binarySearch(this.#tree.levels[0] ?? [], leafHash);
    return { index, path: proofOf(this.#tree.levels, index) };
  }

  // ---- Console ----

  async roots(page: number): Promise<DataOf<typeof adminLiabilitiesApi.roots>> {
    const scales = await this.#scales();
    const rows = await this.#repo.page(this.db, page);
    return mapPage(rows, (r) => ({ id: Number(r.id), ...this.#published(r, scales) }));
  }

  async solvency(): Promise<DataOf<typeof adminLiabilitiesApi.solvency>> {
    const [row, declarations, assets] = await Promise.all([
      this.#repo.latest(this.db),
      this.#repo.latestDeclarations(this.db),
      this.assets.list(),
    ]);
    const totals = row ? parseTotals(row.totals_json) : new Map<string, bigint>();
    const lines = row ? parseLines(row.lines_json) : [];
    const declared = new Map(declarations.map((d) => [d.asset, d]));
    const list = [...assets]
      .sort((a, b) => (a.code < b.code ? -1 : 1))
      .map((a) =>
        solvencyLine(
          a.code,
          a.scale,
          totals.get(a.code) ?? 0n,
          declared.get(a.code),
          lines.filter((l) => l.asset === a.code),
        ),
      );
    return { day: row?.day ?? null, root: row?.root ?? null, list };
  }

  /** Records what the platform holds of one asset, audit-logged in the same transaction. */
  async declareCustody(operator: OperatorSession, ip: string, input: ParsedOf<typeof adminLiabilitiesApi.custody>): Promise<SolvencyLine> {
    const asset = await this.assets.require(input.asset);
    const amount = amountOrRefuse(input.amount, asset, { field: 'amount', allowZero: true, full: true });
    const latest = await this.#repo.latest(this.db);
    const liabilities = latest ? (parseTotals(latest.totals_json).get(asset.code) ?? 0n) : 0n;
    const lines = latest ? parseLines(latest.lines_json).filter((l) => l.asset === asset.code) : [];
    return this.db.transaction().execute(async (trx) => {
      const before = (await this.#repo.latestDeclarations(trx)).find((d) => d.asset === asset.code);
      const createdAt = nowMs(this.clock);
      const id = await this.#repo.insertDeclaration(trx, {
        asset: asset.code,
        amount,
        note: input.note,
        admin_id: operator.adminId,
        created_at: createdAt,
      });
      await this.audit.record(
        operator,
        ip,
        {
          action: 'liabilities.custody',
          targetType: 'asset',
          targetId: asset.code,
          before: before ? { amount: formatAmount(before.amount, asset.scale), note: before.note } : undefined,
          after: { amount: formatAmount(amount, asset.scale), note: input.note, declaration_id: Number(id) },
        },
        trx,
      );
      return solvencyLine(
        asset.code,
        asset.scale,
        liabilities,
        {
          id,
          asset: asset.code,
          amount,
          note: input.note,
          admin_id: operator.adminId,
          admin_username: operator.username,
          created_at: createdAt,
        },
        lines,
      );
    });
  }
}

function solvencyLine(
  asset: string,
  scale: number,
  liabilities: bigint,
  declared: DeclarationRow | undefined,
  lines: StoredLine[],
): SolvencyLine {
  const format = (units: bigint) => formatAmount(units, scale, scale);
  return {
    asset,
    liabilities: format(liabilities),
    lines: lines.map((l) => ({ line: l.line, amount: format(BigInt(l.amount)) })),
    custody: declared ? format(declared.amount) : null,
    difference: declared ? format(declared.amount - liabilities) : null,
    note: declared?.note ?? '',
    declared_by: declared ? (declared.admin_username ?? '') : null,
    declared_at: declared ? unixSeconds(declared.created_at) : null,
  };
}

function binarySearch(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = sorted[mid]!;
    if (at === value) return mid;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  throw new Error('the leaf is not among its root’s leaves');
}
