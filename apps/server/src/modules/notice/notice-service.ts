import type { Kysely, Transaction } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type Language, languages, type Text } from '../../platform/i18n/language';
import type { AuditLog } from '../admin/audit-log';
import { parseText, pickText, stringifyText, summarize } from './localized-text';
import { noticeMessages as m } from './notice-messages';
import type { NoticeTable } from './tables';

export const NOTICE_PAGE_SIZE = 10;
export const ADMIN_NOTICE_PAGE_SIZE = 20;
const BANNER_SIZE = 5;

type NoticeRow = Omit<NoticeTable, 'id'> & { id: bigint };

export interface MemberNotice {
  id: bigint;
  title: string;
  summary: string;
  content: string;
  pinned: boolean;
  publishAt: bigint;
  read: boolean;
}

export interface AdminNoticeRow {
  id: bigint;
  title: Text;
  content: Text;
  pinned: boolean;
  publishAt: bigint;
  reads: number;
  createdAt: bigint;
  updatedAt: bigint;
}

export interface NoticeInput {
  id?: bigint;
  title: Text;
  content: Text;
  pinned: boolean;
  /** Unix ms. */
  publishAt: bigint;
}

/** Notices: members read the published ones (pinned first, newest next); operators write them. */
export class NoticeService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  #published(db: Kysely<DB> = this.db) {
    return db.selectFrom('notices').where('publish_at', '<=', nowMs(this.clock));
  }

  async #readIds(userId: bigint, ids: bigint[]): Promise<Set<bigint>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('notice_reads')
      .select('notice_id')
      .where('user_id', '=', userId)
      .where('notice_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.notice_id));
  }

  #view(row: NoticeRow, language: Language, read: boolean): MemberNotice {
    const content = pickText(parseText(row.content_json), language);
    return {
      id: row.id,
      title: pickText(parseText(row.title_json), language),
      summary: summarize(content),
      content,
      pinned: row.pinned === 1n,
      publishAt: row.publish_at,
      read,
    };
  }

  /** Published notices the member has not opened. */
  async unreadCount(userId: bigint): Promise<number> {
    const row = await this.#published()
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('notice_reads')
              .select('notice_reads.notice_id')
              .whereRef('notice_reads.notice_id', '=', 'notices.id')
              .where('notice_reads.user_id', '=', userId),
          ),
        ),
      )
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A page of published notices, pinned first, then newest first. */
  async list(userId: bigint, language: Language, page: number, limit = NOTICE_PAGE_SIZE): Promise<{ rows: MemberNotice[]; total: number }> {
    const [{ total } = { total: 0n }] = await this.#published()
      .select((eb) => eb.fn.countAll<bigint>().as('total'))
      .execute();
    const rows = await this.#published()
      .selectAll()
      .orderBy('pinned', 'desc')
      .orderBy('publish_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    const read = await this.#readIds(
      userId,
      rows.map((r) => r.id),
    );
    return { total: Number(total), rows: rows.map((r) => this.#view(r, language, read.has(r.id))) };
  }

  /** The home banner: the first few notices in list order, and the unread count for the bell. */
  async banner(userId: bigint, language: Language): Promise<{ rows: MemberNotice[]; unread: number }> {
    const { rows } = await this.list(userId, language, 1, BANNER_SIZE);
    return { rows, unread: await this.unreadCount(userId) };
  }

  /** One published notice; opening it marks it read. */
  async detail(userId: bigint, language: Language, id: bigint): Promise<MemberNotice> {
    const row = await this.#published().selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) refuse(m.notFound, {}, 'id');
    await this.db
      .insertInto('notice_reads')
      .values({ user_id: userId, notice_id: id, read_at: nowMs(this.clock) })
      .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
      .execute();
    return this.#view(row, language, true);
  }

  // ---- Console ----

  async adminList(page: number): Promise<{ rows: AdminNoticeRow[]; total: number }> {
    const [{ total } = { total: 0n }] = await this.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<bigint>().as('total'))
      .execute();
    const rows = await this.db
      .selectFrom('notices')
      .selectAll('notices')
      .select((eb) =>
        eb
          .selectFrom('notice_reads')
          .whereRef('notice_reads.notice_id', '=', 'notices.id')
          .select(eb.fn.countAll<bigint>().as('n'))
          .as('reads'),
      )
      .orderBy('publish_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ADMIN_NOTICE_PAGE_SIZE)
      .offset((page - 1) * ADMIN_NOTICE_PAGE_SIZE)
      .execute();
    return { total: Number(total), rows: rows.map((r) => this.#adminView(r, Number(r.reads ?? 0n))) };
  }

  #adminView(row: NoticeRow, reads: number): AdminNoticeRow {
    return {
      id: row.id,
      title: parseText(row.title_json),
      content: parseText(row.content_json),
      pinned: row.pinned === 1n,
      publishAt: row.publish_at,
      reads,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  /** Creates or updates a notice, audit-logged in the same transaction. */
  async save(operator: OperatorSession, ip: string, input: NoticeInput): Promise<AdminNoticeRow> {
    if (languages.every((lang) => input.title[lang] === '')) refuse(m.titleRequired, {}, 'title');
    const now = nowMs(this.clock);
    const values = {
      title_json: stringifyText(input.title),
      content_json: stringifyText(input.content),
      pinned: input.pinned ? 1n : 0n,
      publish_at: input.publishAt,
      updated_at: now,
    };
    return this.db.transaction().execute(async (trx) => {
      let row: NoticeRow;
      if (input.id === undefined) {
        row = await trx
          .insertInto('notices')
          .values({ ...values, created_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await this.audit.record(
          operator,
          ip,
          { action: 'notice.create', targetType: 'notice', targetId: row.id, after: this.#auditView(row) },
          trx,
        );
      } else {
        const before = await this.#lock(trx, input.id);
        row = await trx.updateTable('notices').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
        await this.audit.record(
          operator,
          ip,
          { action: 'notice.update', targetType: 'notice', targetId: row.id, before: this.#auditView(before), after: this.#auditView(row) },
          trx,
        );
      }
      const reads = await trx
        .selectFrom('notice_reads')
        .where('notice_id', '=', row.id)
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow();
      return this.#adminView(row, Number(reads.n));
    });
  }

  async remove(operator: OperatorSession, ip: string, id: bigint): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.#lock(trx, id);
      await trx.deleteFrom('notice_reads').where('notice_id', '=', id).execute();
      await trx.deleteFrom('notices').where('id', '=', id).execute();
      await this.audit.record(
        operator,
        ip,
        { action: 'notice.delete', targetType: 'notice', targetId: id, before: this.#auditView(before) },
        trx,
      );
    });
  }

  async #lock(trx: Transaction<DB>, id: bigint): Promise<NoticeRow> {
    const row = await trx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) refuse(m.notFound, {}, 'id');
    return row;
  }

  #auditView(row: NoticeRow) {
    return { title: parseText(row.title_json), pinned: row.pinned === 1n, publish_at: row.publish_at };
  }
}
