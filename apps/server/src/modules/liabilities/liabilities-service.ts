import { formatAmount } from '@mcc/contract/amount';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { adminLiabilitiesApi, liabilitiesApi, PublishedRoot, SolvencyLine } from '@mcc/contract/liabilities';
import { buildLevels, proofOf } from '@mcc/contract/merkle';
import type { Kysely } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { AuditLog } from '../admin/audit-log';
import { amountOrRefuse } from '../ledger/amount-input';
import type { AssetRegistry } from '../ledger/assets';
import { liabilitiesMessages as m } from './liabilities-messages';
import { type DeclarationRow, LiabilitiesRepository, type RootRow } from './liabilities-repository';
import { nodeSha256 } from './liabilities-tree';

const seconds = (ms: bigint) => Math.floor(Number(ms) / 1000);

function parseTotals(json: string): Map<string, bigint> {
  const list = JSON.parse(json) as { asset: string; amount: string }[];
  return new Map(list.map((t) => [t.asset, BigInt(t.amount)]));
}

/** The published roots for members and the console, members' own proofs, and the custody operators declare. */
export class LiabilitiesService {
  readonly #repo = new LiabilitiesRepository();
  /** The newest root's tree, kept once built: a proof is a walk up it. */
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
      totals: [...parseTotals(row.totals_json)].map(([asset, units]) => {
        const scale = scales.get(asset) ?? 0;
        return { asset, amount: formatAmount(units, scale, scale) };
      }),
      taken_at: seconds(row.taken_at),
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
      this.db.selectFrom('users').select('uid').where('id', '=', userId).executeTakeFirst(),
    ]);
    if (!leaf || !salt || !user) refuse(m.notInRoot);
    if (this.#tree?.rootId !== row.id) {
      this.#tree = { rootId: row.id, levels: await buildLevels(await this.#repo.leafHashes(this.db, row.id), nodeSha256) };
    }
    const levels = this.#tree.levels;
    const index = binarySearch(levels[0] ?? [], leaf.leaf_hash);
    const published = this.#published(row, await this.#scales());
    return {
      day: published.day,
      root: published.root,
      leaf_count: published.leaf_count,
      taken_at: published.taken_at,
      leaf: { salt: salt.salt, uid: user.uid, balances: JSON.parse(leaf.balances_json) as { asset: string; amount: string }[] },
      leaf_hash: leaf.leaf_hash,
      index,
      path: proofOf(levels, index),
    };
  }

  // ---- Console ----

  async roots(page: number): Promise<DataOf<typeof adminLiabilitiesApi.roots>> {
    const scales = await this.#scales();
    const rows = await this.#repo.page(this.db, page);
    return { ...rows, list: rows.list.map((r) => ({ id: Number(r.id), ...this.#published(r, scales) })) };
  }

  async solvency(): Promise<DataOf<typeof adminLiabilitiesApi.solvency>> {
    const [row, declarations, assets] = await Promise.all([
      this.#repo.latest(this.db),
      this.#repo.latestDeclarations(this.db),
      this.assets.list(),
    ]);
    const totals = row ? parseTotals(row.totals_json) : new Map<string, bigint>();
    const declared = new Map(declarations.map((d) => [d.asset, d]));
    const list = [...assets]
      .sort((a, b) => (a.code < b.code ? -1 : 1))
      .map((a) => solvencyLine(a.code, a.scale, totals.get(a.code) ?? 0n, declared.get(a.code)));
    return { day: row?.day ?? null, root: row?.root ?? null, list };
  }

  /** Records what the platform holds of one asset, audit-logged in the same transaction. */
  async declareCustody(operator: OperatorSession, ip: string, input: ParsedOf<typeof adminLiabilitiesApi.custody>): Promise<SolvencyLine> {
    const asset = await this.assets.require(input.asset);
    const amount = amountOrRefuse(input.amount, asset, { field: 'amount', allowZero: true, full: true });
    const latest = await this.#repo.latest(this.db);
    const liabilities = latest ? (parseTotals(latest.totals_json).get(asset.code) ?? 0n) : 0n;
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
      return solvencyLine(asset.code, asset.scale, liabilities, {
        id,
        asset: asset.code,
        amount,
        note: input.note,
        admin_id: operator.adminId,
        admin_username: operator.username,
        created_at: createdAt,
      });
    });
  }
}

function solvencyLine(asset: string, scale: number, liabilities: bigint, declared: DeclarationRow | undefined): SolvencyLine {
  const format = (units: bigint) => formatAmount(units, scale, scale);
  return {
    asset,
    liabilities: format(liabilities),
    custody: declared ? format(declared.amount) : null,
    difference: declared ? format(declared.amount - liabilities) : null,
    note: declared?.note ?? '',
    declared_by: declared ? (declared.admin_username ?? '') : null,
    declared_at: declared ? seconds(declared.created_at) : null,
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
