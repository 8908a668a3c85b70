import type { Kysely } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type Language, render, type Text } from '../../platform/i18n/language';
import { isTipKind, type TipKind, tipTexts } from './tip-texts';

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

export interface TipView {
  id: bigint;
  kind: string;
  title: string;
  text: string;
  refType: string;
  refId: string;
  createdAt: bigint;
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
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Adds a tip inside the caller's transaction; the same (user, kind, ref) again is a no-op. */
  async add(trx: Kysely<DB>, tip: NewTip): Promise<void> {
    await trx
      .insertInto('order_tips')
      .values({
        user_id: tip.userId,
        kind: tip.kind,
        params_json: JSON.stringify(tip.params),
        ref_type: tip.refType,
        ref_id: String(tip.refId),
        read_at: null,
        created_at: nowMs(this.clock),
      })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref_type', 'ref_id']).doNothing())
      .execute();
  }

  async unreadCount(userId: bigint): Promise<number> {
    const row = await this.db
      .selectFrom('order_tips')
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The newest unread tips and how many are unread in all. */
  async unread(userId: bigint, language: Language): Promise<{ rows: TipView[]; unread: number }> {
    const rows = await this.db
      .selectFrom('order_tips')
      .selectAll()
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(TIPS_SHOWN)
      .execute();
    return {
      unread: await this.unreadCount(userId),
      rows: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        ...renderTip(r.kind, r.params_json, language),
        refType: r.ref_type,
        refId: r.ref_id,
        createdAt: r.created_at,
      })),
    };
  }

  /** Marks one of the member's tips read (refused when it is not theirs), or all of them. */
  async markRead(userId: bigint, id: bigint | 'all'): Promise<number> {
    const now = nowMs(this.clock);
    if (id === 'all') {
      await this.db.updateTable('order_tips').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
    } else {
      const tip = await this.db
        .selectFrom('order_tips')
        .select(['id', 'read_at'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!tip) refuse(notFound, {}, 'id');
      if (tip.read_at === null) await this.db.updateTable('order_tips').set({ read_at: now }).where('id', '=', id).execute();
    }
    return this.unreadCount(userId);
  }
}
