import type { Kysely } from 'kysely';
import { type Executor, type KeysetPage, type KeysetWindow, keysetWindow, viewPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { walletMessages as m } from './wallet-messages';

/** Where one kind of a member's records is read: a page of one member's, newest first, and one by id. */
export interface MemberRecordRows<Row> {
  pageOfMember(db: Executor, userId: bigint, window: KeysetWindow): Promise<KeysetPage<Row>>;
  find(db: Executor, id: bigint, userId?: bigint): Promise<Row | undefined>;
}

/** A member's own records of one kind (recharges, withdrawals) as the member's list and detail pages read them. */
export class MemberRecords<Row, Item> {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly rows: MemberRecordRows<Row>,
    private readonly view: (row: Row, language: Language) => Promise<Item>,
  ) {}

  /** A page of the member's records, newest first: page `page`, or those older than `before` (the `next_before` of the page before). */
  async list(userId: bigint, window: { page: number; before?: number }, language: Language): Promise<KeysetPage<Item>> {
    const rows = await this.rows.pageOfMember(this.db, userId, keysetWindow(window));
    return viewPage(rows, (row) => this.view(row, language));
  }

  /** One of the member's own records; another member's id reads as "no such record". */
  async detail(userId: bigint, id: bigint, language: Language): Promise<Item> {
    const row = await this.rows.find(this.db, id, userId);
    if (!row) return refuse(m.recordNotFound, {}, 'id');
    return this.view(row, language);
  }
}
