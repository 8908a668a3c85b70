import type { AdminJournalEntry, AdminJournalLine, AdminJournalPage, AdminJournalQuery } from '@mcc/contract/admin-fund';
import { formatAmount } from '@mcc/contract/amount';
import type { Kysely } from 'kysely';
import { pageOf } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import type { Asset, AssetRegistry } from '../ledger/assets';
import { formatFor } from '../wallet/balance-service';

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
export class JournalQueries {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly assets: AssetRegistry,
  ) {}

  /** One page of entries; a filter naming no member or asset of the books gives an empty page, not a refusal. */
  async entries(query: AdminJournalQuery): Promise<AdminJournalPage> {
    const assets = await this.assets.list();
    const pageWith = (list: AdminJournalEntry[], total: number) => ({
      ...pageOf(list, total, query.page, query.limit),
      assets: assets.map((a) => a.code),
    });

    let userId: bigint | undefined;
    if (query.user_id !== undefined) userId = BigInt(query.user_id);
    if (query.uid !== undefined) {
      const user = await this.db.selectFrom('users').select('id').where('uid', '=', query.uid).executeTakeFirst();
      if (!user || (userId !== undefined && user.id !== userId)) return pageWith([], 0);
      userId = user.id;
    }

    let base = this.db.selectFrom('ledger_entries');
    if (query.kind !== undefined) base = base.where('ledger_entries.kind', '=', query.kind);
    if (query.from !== undefined) base = base.where('ledger_entries.created_at', '>=', BigInt(query.from) * 1000n);
    if (query.to !== undefined) base = base.where('ledger_entries.created_at', '<=', BigInt(query.to) * 1000n + 999n);
    if (userId !== undefined || query.asset !== undefined) {
      // Through the accounts, so the lines are found by their (account_id, id) index.
      base = base.where((eb) => {
        let accounts = eb.selectFrom('ledger_accounts').select('ledger_accounts.id');
        if (userId !== undefined) accounts = accounts.where('ledger_accounts.user_id', '=', userId);
        if (query.asset !== undefined) accounts = accounts.where('ledger_accounts.asset', '=', query.asset);
        const lines = eb.selectFrom('ledger_lines').select('ledger_lines.entry_id').where('ledger_lines.account_id', 'in', accounts);
        return eb('ledger_entries.id', 'in', lines);
      });
    }

    const { n } = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const total = Number(n);
    if ((query.page - 1) * query.limit >= total) return pageWith([], total);
    const entries = await base
      .leftJoin('admins', 'admins.id', 'ledger_entries.admin_id')
      .selectAll('ledger_entries')
      .select('admins.username')
      .orderBy('ledger_entries.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    if (entries.length === 0) return pageWith([], total);
    const lines = await this.db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .leftJoin('users', 'users.id', 'ledger_accounts.user_id')
      .select([
        'ledger_lines.entry_id',
        'ledger_lines.asset',
        'ledger_lines.amount',
        'ledger_lines.balance_after',
        'ledger_lines.type',
        'ledger_accounts.key',
        'ledger_accounts.kind',
        'ledger_accounts.purpose',
        'ledger_accounts.user_id',
        'users.uid',
      ])
      .where(
        'ledger_lines.entry_id',
        'in',
        entries.map((e) => e.id),
      )
      .orderBy('ledger_lines.id')
      .execute();

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
    const list: AdminJournalEntry[] = entries.map((e) => ({
      id: Number(e.id),
      kind: e.kind,
      memo: e.memo,
      params: paramsOf(e.params_json),
      ref_type: e.ref_type,
      ref_id: e.ref_id,
      admin: e.username,
      time: seconds(e.created_at),
      lines: linesOf.get(e.id) ?? [],
    }));
    return pageWith(list, total);
  }
}
