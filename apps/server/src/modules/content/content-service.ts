import { type AdminContentPage, type adminContentApi, type ContentPage, type ContentPageKey, contentPageKeys } from '@mcc/contract/content';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type Language, languages, type Text } from '../../platform/i18n/language';
import { parseText, pickText, stringifyText } from '../../platform/i18n/localized-text';
import type { AuditLog } from '../admin/audit-log';
import { contentMessages as m } from './content-messages';
import { type ContentPageRow, ContentRepository } from './content-repository';

const defaultTitles: Record<ContentPageKey, Text> = { agreement: m.agreementTitle, privacy: m.privacyTitle };

/** A page no operator has written yet: its default title, no text. */
const unwritten = (key: ContentPageKey): ContentPageRow => ({
  page_key: key,
  title_json: stringifyText(defaultTitles[key]),
  content_json: stringifyText({ 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' }),
  updated_at: 0n,
});

/** Content pages: anyone reads them in their language (registration links them); operators write them. */
export class ContentService {
  readonly #pages = new ContentRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  async #row(key: ContentPageKey): Promise<ContentPageRow> {
    return (await this.#pages.find(this.db, key)) ?? unwritten(key);
  }

  /** The page in `language` (another language when that one is empty). */
  async page(key: ContentPageKey, language: Language): Promise<ContentPage> {
    const row = await this.#row(key);
    const title = pickText(parseText(row.title_json), language) || pickText(defaultTitles[key], language);
    return { key, title, content: pickText(parseText(row.content_json), language), updated_at: unixSeconds(row.updated_at) };
  }

  // ---- Console ----

  #adminView(row: ContentPageRow): AdminContentPage {
    return {
      key: row.page_key as ContentPageKey,
      title: parseText(row.title_json),
      content: parseText(row.content_json),
      updated_at: unixSeconds(row.updated_at),
    };
  }

  /** Every page, written or not, in the contract's order. */
  async adminList(): Promise<DataOf<typeof adminContentApi.list>> {
    const rows = new Map((await this.#pages.all(this.db)).map((r) => [r.page_key, r]));
    return { list: contentPageKeys.map((key) => this.#adminView(rows.get(key) ?? unwritten(key))) };
  }

  /** Saves the page's four languages; an empty title falls back to the default one. Audit-logged in the same transaction. */
  async save(operator: OperatorSession, ip: string, input: ParsedOf<typeof adminContentApi.save>): Promise<AdminContentPage> {
    if (languages.every((lang) => input.content[lang] === '')) refuse(m.contentRequired, {}, 'content');
    const title = Object.fromEntries(languages.map((lang) => [lang, input.title[lang] || defaultTitles[input.key][lang]])) as Text;
    const row: ContentPageRow = {
      page_key: input.key,
      title_json: stringifyText(title),
      content_json: stringifyText(input.content),
      updated_at: nowMs(this.clock),
    };
    return this.db.transaction().execute(async (trx) => {
      const before = await this.#pages.find(trx, input.key);
      await this.#pages.upsert(trx, row);
      await this.audit.record(
        operator,
        ip,
        {
          action: 'content.save',
          targetType: 'content_page',
          targetId: input.key,
          before: before ? this.#auditView(before) : undefined,
          after: this.#auditView(row),
        },
        trx,
      );
      return this.#adminView(row);
    });
  }

  /** The audit trail keeps every version in full: what members agreed to on a given day can be read back. */
  #auditView(row: ContentPageRow) {
    return { title: parseText(row.title_json), content: parseText(row.content_json) };
  }
}
