import type { AdminJournalEntry, AdminJournalLine, AdminJournalPage, AdminJournalQuery } from '@mcc/contract/admin-fund';
import { formatAmount } from '@mcc/contract/amount';
import type { Kysely } from 'kysely';
import { type Page, pageOf } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import type { Asset, AssetRegistry } from '../ledger/assets';
import { formatFor } from '../wallet/balance-service';
import { JournalRepository } from './journal-repository';

const seconds = (ms: bigint) => Number(ms / 1000n);

/** The entry's params as an object, or null when there are none (or they are not a JSON object). */
function paramsOf(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The console's view of the journal: entries newest first, each with its lines, in one page. */
export class JournalService {
  readonly #journal = new JournalRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly assets: AssetRegistry,
  ) {}

  /** One page of entries; a filter naming no member or asset of the books gives an empty page, not a refusal. */
  async entries(query: AdminJournalQuery): Promise<AdminJournalPage> {
    const assets = await this.assets.list();
    const pageWith = (page: Page<AdminJournalEntry>) => ({ ...page, assets: assets.map((a) => a.code) });

    let userId: bigint | undefined;
    if (query.user_id !== undefined) userId = BigInt(query.user_id);
    if (query.uid !== undefined) {
      const id = await this.#journal.userIdOf(this.db, query.uid);
      if (id === undefined || (userId !== undefined && id !== userId)) return pageWith(pageOf([], 0, query.page, query.limit));
      userId = id;
    }

    const filter = {
      kind: query.kind,
      fromMs: query.from === undefined ? undefined : BigInt(query.from) * 1000n,
      toMs: query.to === undefined ? undefined : BigInt(query.to) * 1000n + 999n,
      userId,
      asset: query.asset,
    };
    const entries = await this.#journal.entries(this.db, filter, query.page, query.limit);
    const lines = await this.#journal.lines(
      this.db,
      entries.list.map((e) => e.id),
    );

    const byCode = new Map<string, Asset>(assets.map((a) => [a.code, a]));
    const money = (code: string, value: bigint) => {
      const asset = byCode.get(code);
      return asset ? formatFor(asset, value) : formatAmount(value, 0);
    };
    const linesOf = new Map<bigint, AdminJournalLine[]>();
    for (const l of lines) {
      const isMember = l.kind === 'member';
      const line: AdminJournalLine = {
        account: isMember ? `member:${l.uid}:${l.purpose}` : `system:${l.purpose}`,
        account_key: l.key,
        account_kind: isMember ? 'member' : 'system',
        purpose: l.purpose,
        user_id: isMember && l.user_id !== null ? Number(l.user_id) : null,
        uid: isMember ? l.uid : null,
        asset: l.asset,
        amount: money(l.asset, l.amount),
        balance_after: money(l.asset, l.balance_after),
        type: l.type,
      };
      const list = linesOf.get(l.entry_id);
      if (list) list.push(line);
      else linesOf.set(l.entry_id, [line]);
    }
    return pageWith({
      ...entries,
      list: entries.list.map((e) => ({
        id: Number(e.id),
        kind: e.kind,
        memo: e.memo,
        params: paramsOf(e.params_json),
        ref_type: e.ref_type,
        ref_id: e.ref_id,
        admin: e.username,
        time: seconds(e.created_at),
        lines: linesOf.get(e.id) ?? [],
      })),
    });
  }
}
