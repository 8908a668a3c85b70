import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { tipsApi } from '@mcc/contract/tips';
import type { Kysely } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { platformMessages } from '../../platform/http/messages';
import { refuse } from '../../platform/http/refusal';
import { type Language, render, type Text } from '../../platform/i18n/language';
import { isTipKind, type TipKind, tipTexts } from './tip-texts';
import { TipRepository } from './tips-repository';

/** A parameter of a tip's text: plain, or a name in every language (a product's name). */
export type TipParam = string | number | Text;

export interface NewTip {
  userId: bigint;
  kind: TipKind;
  params: Record<string, TipParam>;
  /** What the tip is about, e.g. `pledge_order` and its id; (user, kind, ref) is written once. */
  refType: string;
  refId: string | bigint;
}

export const TIPS_SHOWN = 20;

const notFound: Text = {
  'zh-Hans': '提示不存在',
  en: 'There is no such tip',
  ja: 'その通知はありません',
  'zh-Hant': '提示不存在',
};

/** Renders a tip's title and text in `language`. */
export function renderTip(kind: string, paramsJson: string, language: Language): { title: string; text: string } {
  let raw: Record<string, unknown> = {};
  try {
    raw = JSON.parse(paramsJson) as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    else if (typeof value === 'object' && value !== null) {
      const text = value as Partial<Text>;
      params[key] = text[language] || text['zh-Hans'] || text.en || '';
    }
  }
  if (!isTipKind(kind)) return { title: kind, text: '' };
  return { title: render(tipTexts[kind].title, language), text: render(tipTexts[kind].text, language, params) };
}

/**
 * Order tips: other modules add one in the transaction of the event it tells about (so the tip
 * exists exactly when the event does); the member reads them on the home page.
 */
export class OrderTips {
  readonly #tips = new TipRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Adds a tip inside the caller's transaction; the same (user, kind, ref) again is a no-op. */
  async add(trx: Executor, tip: NewTip): Promise<void> {
    await this.#tips.insertOnce(trx, {
      user_id: tip.userId,
      kind: tip.kind,
      params_json: JSON.stringify(tip.params),
      ref_type: tip.refType,
      ref_id: String(tip.refId),
      read_at: null,
      created_at: nowMs(this.clock),
    });
  }

  unreadCount(userId: bigint): Promise<number> {
    return this.#tips.unreadCount(this.db, userId);
  }

  /** The newest unread tips and how many are unread in all. */
  async unread(userId: bigint, language: Language): Promise<DataOf<typeof tipsApi.tips>> {
    const rows = await this.#tips.newestUnread(this.db, userId, TIPS_SHOWN);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        ...renderTip(r.kind, r.params_json, language),
        ref_type: r.ref_type,
        ref_id: r.ref_id,
        created_at: unixSeconds(r.created_at),
      })),
      unread: await this.unreadCount(userId),
    };
  }

  /** Marks one of the member's tips read (`?id`, refused when it is not theirs) or all of them (`?all=1`). */
  async markRead(userId: bigint, query: ParsedOf<typeof tipsApi.read>): Promise<DataOf<typeof tipsApi.read>> {
    const now = nowMs(this.clock);
    if (query.all) {
      await this.#tips.markAllRead(this.db, userId, now);
    } else {
      if (query.id === undefined) return refuse(platformMessages.missingField, { field: 'id' }, 'id');
      const id = BigInt(query.id);
      const tip = await this.#tips.find(this.db, userId, id);
      if (!tip) refuse(notFound, {}, 'id');
      if (tip.read_at === null) await this.#tips.markRead(this.db, id, now);
    }
    return { unread: await this.unreadCount(userId) };
  }
}
