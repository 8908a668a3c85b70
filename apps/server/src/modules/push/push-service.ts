import { isIP } from 'node:net';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import { type PushTopic, type pushApi, pushTopic, pushTopics } from '@mcc/contract/push';
import type { Kysely } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { hostStanding, isPublicAddress, type PushHostPolicy } from './push-hosts';
import { pushMessages as m } from './push-messages';
import { PushRepository } from './push-repository';

/** Subscriptions one member may have (one per browser they turned notifications on in). */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

/** A stored topics column read back; anything unknown is dropped. */
export function topicsOf(json: string): PushTopic[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((topic): topic is PushTopic => pushTopic.safeParse(topic).success) : [];
  } catch {
    return [];
  }
}

/** The members' push subscriptions: saved, listed and removed by their owner. */
export class PushService {
  readonly #repo = new PushRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly hosts: PushHostPolicy,
  ) {}

  /**
   * Saves a browser's subscription for the member. The same endpoint again (the browser renewed it
   * or another member signed in on it) is updated and moves to this member; only tips written from
   * now on reach it.
   */
  async subscribe(userId: bigint, language: Language, body: ParsedOf<typeof pushApi.subscribe>): Promise<DataOf<typeof pushApi.subscribe>> {
    const url = new URL(body.endpoint);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // The host's addresses are checked again before every send; a literal private address is refused now.
    const standing = hostStanding(this.hosts, host);
    if (standing === 'refused' || (standing !== 'named' && isIP(host) !== 0 && !isPublicAddress(host))) {
      refuse(m.hostRefused, {}, 'endpoint');
    }
    const topics = JSON.stringify(body.topics ? pushTopics.filter((t) => body.topics?.includes(t)) : [...pushTopics]);
    const now = nowMs(this.clock);
    const repo = this.#repo;
    return this.db.transaction().execute(async (trx) => {
      const afterTipId = await repo.lastTipId(trx, userId);
      const values = { user_id: userId, p256dh: body.keys.p256dh, auth: body.keys.auth, topics, language, after_tip_id: afterTipId };
      const existing = await repo.subscriptionByEndpoint(trx, body.endpoint);
      if (existing?.user_id !== userId && (await repo.countSubscriptions(trx, userId)) >= MAX_SUBSCRIPTIONS_PER_MEMBER) {
        refuse(m.tooMany, { max: MAX_SUBSCRIPTIONS_PER_MEMBER });
      }
      if (existing) {
        await repo.updateSubscription(trx, existing.id, values);
        return { id: Number(existing.id) };
      }
      return { id: Number(await repo.insertSubscription(trx, { ...values, endpoint: body.endpoint, created_at: now })) };
    });
  }

  /** Removes the member's subscription with this endpoint; another member's or an unknown one is left alone. */
  async unsubscribe(userId: bigint, body: ParsedOf<typeof pushApi.unsubscribe>): Promise<null> {
    await this.#repo.deleteOwnSubscription(this.db, userId, body.endpoint);
    return null;
  }

  async list(userId: bigint): Promise<DataOf<typeof pushApi.subscriptions>> {
    const rows = await this.#repo.subscriptionsOf(this.db, userId);
    return {
      list: rows.map((row) => ({
        id: Number(row.id),
        endpoint_origin: new URL(row.endpoint).origin,
        created_at: unixSeconds(row.created_at),
        topics: topicsOf(row.topics),
      })),
    };
  }
}
