import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { AdminNotice, adminNoticeApi, NoticeDetail, NoticeItem, noticeApi } from '@mcc/contract/notice';
import type { Kysely, Transaction } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import { mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type Language, languages } from '../../platform/i18n/language';
import { parseText, pickText, stringifyText, summarize } from '../../platform/i18n/localized-text';
import type { AuditLog } from '../admin/audit-log';
import { noticeMessages as m } from './notice-messages';
import { NoticeRepository, type NoticeRow } from './notice-repository';

/** The members' list loads ten notices a page (long summaries; the contract says so at noticeListQuery). */
const NOTICES_PER_PAGE = 10;
/** Notices the home banner rotates through. */
const BANNER_SIZE = 5;

/** Notices: members read the published ones (pinned first, newest next); operators write them. */
export class NoticeService {
  readonly #notices = new NoticeRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  #memberView(row: NoticeRow, language: Language, read: boolean): NoticeDetail {
    const content = pickText(parseText(row.content_json), language);
    return {
      id: Number(row.id),
      title: pickText(parseText(row.title_json), language),
      summary: summarize(content),
      pinned: row.pinned === 1n,
      publish_time: unixSeconds(row.publish_at),
      read,
      content,
    };
  }

  /** Published notices the member has not opened. */
  unreadCount(userId: bigint): Promise<number> {
    return this.#notices.unreadCount(this.db, userId, nowMs(this.clock));
  }

  /** A page of published notices in list order, as list items (no text). */
  async #page(userId: bigint, language: Language, page: number, limit: number) {
    const rows = await this.#notices.publishedPage(this.db, nowMs(this.clock), page, limit);
    const read = await this.#notices.readIds(
      this.db,
      userId,
      rows.list.map((r) => r.id),
    );
    const list: NoticeItem[] = rows.list.map((r) => {
      const { content: _content, ...item } = this.#memberView(r, language, read.has(r.id));
      return item;
    });
    return { ...rows, list };
  }

  /** A page of published notices, pinned first, then newest first, and the unread count. */
  async list(userId: bigint, language: Language, page: number): Promise<DataOf<typeof noticeApi.list>> {
    const rows = await this.#page(userId, language, page, NOTICES_PER_PAGE);
    return { ...rows, unread: await this.unreadCount(userId) };
  }

  /** The home banner: the first few notices in list order, and the unread count for the bell. */
  async banner(userId: bigint, language: Language): Promise<DataOf<typeof noticeApi.banner>> {
    const { list } = await this.#page(userId, language, 1, BANNER_SIZE);
    return { notice: list[0] ?? null, list, unread: await this.unreadCount(userId) };
  }

  /** One published notice; opening it marks it read. */
  async detail(userId: bigint, language: Language, id: bigint): Promise<NoticeDetail> {
    const now = nowMs(this.clock);
    const row = await this.#notices.findPublished(this.db, id, now);
    if (!row) return refuse(m.notFound, {}, 'id');
    await this.#notices.markRead(this.db, userId, id, now);
    return this.#memberView(row, language, true);
  }

  // ---- Console ----

  async adminList(page: number): Promise<DataOf<typeof adminNoticeApi.list>> {
    const rows = await this.#notices.adminPage(this.db, page);
    return mapPage(rows, (r) => this.#adminView(r, Number(r.reads ?? 0n)));
  }

  #adminView(row: NoticeRow, reads: number): AdminNotice {
    return {
      id: Number(row.id),
      title: parseText(row.title_json),
      content: parseText(row.content_json),
      pinned: row.pinned === 1n,
      publish_at: unixSeconds(row.publish_at),
      reads,
      created_at: unixSeconds(row.created_at),
      updated_at: unixSeconds(row.updated_at),
    };
  }

  /** Creates (no id) or updates a notice, audit-logged in the same transaction. */
  async save(operator: OperatorSession, ip: string, input: ParsedOf<typeof adminNoticeApi.save>): Promise<AdminNotice> {
    if (languages.every((lang) => input.title[lang] === '')) refuse(m.titleRequired, {}, 'title');
    const now = nowMs(this.clock);
    const values = {
      title_json: stringifyText(input.title),
      content_json: stringifyText(input.content),
      pinned: input.pinned ? 1n : 0n,
      publish_at: BigInt(input.publish_at) * 1000n,
      updated_at: now,
    };
    return this.db.transaction().execute(async (trx) => {
      let row: NoticeRow;
      if (input.id === undefined) {
        row = await this.#notices.insert(trx, { ...values, created_at: now });
        await this.audit.record(
          operator,
          ip,
          { action: 'notice.create', targetType: 'notice', targetId: row.id, after: this.#auditView(row) },
          trx,
        );
      } else {
        const id = BigInt(input.id);
        const before = await this.#existing(trx, id);
        row = await this.#notices.update(trx, id, values);
        await this.audit.record(
          operator,
          ip,
          { action: 'notice.update', targetType: 'notice', targetId: row.id, before: this.#auditView(before), after: this.#auditView(row) },
          trx,
        );
      }
      return this.#adminView(row, await this.#notices.reads(trx, row.id));
    });
  }

  async remove(operator: OperatorSession, ip: string, input: ParsedOf<typeof adminNoticeApi.remove>): Promise<{ id: number }> {
    const id = BigInt(input.id);
    await this.db.transaction().execute(async (trx) => {
      const before = await this.#existing(trx, id);
      await this.#notices.remove(trx, id);
      await this.audit.record(
        operator,
        ip,
        { action: 'notice.delete', targetType: 'notice', targetId: id, before: this.#auditView(before) },
        trx,
      );
    });
    return { id: input.id };
  }

  async #existing(trx: Transaction<DB>, id: bigint): Promise<NoticeRow> {
    const row = await this.#notices.find(trx, id);
    if (!row) return refuse(m.notFound, {}, 'id');
    return row;
  }

  #auditView(row: NoticeRow) {
    return { title: parseText(row.title_json), pinned: row.pinned === 1n, publish_at: row.publish_at };
  }
}
