import { Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Kysely } from 'kysely';
import webpush, { WebPushError } from 'web-push';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { type Language, languages } from '../../platform/i18n/language';
import { type PushHostPolicy, resolvePushHost } from './push-hosts';
import type { PushKeys } from './push-keys';
import { tipPayload, topicOf } from './push-payload';
import { PushRepository } from './push-repository';
import { topicsOf } from './push-service';

/** Tips older than this when a pass finds them are not pushed (news of yesterday is no notification). */
const MAX_AGE_MS = 60 * 60_000;
/** Delivery rows are kept this long (they only need to outlive the tips a pass may still find). */
const KEEP_MS = 7 * 24 * 60 * 60_000;
/** How often a process removes delivery rows older than KEEP_MS. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** Deliveries tried per pass. */
const BATCH = 100;
/** How long a push service may take to answer. */
const TIMEOUT_MS = 10_000;

export interface PushSenderOptions {
  hosts: PushHostPolicy;
  /** The VAPID `sub` claim: a mailto: or https: contact for the push services. */
  subject: string;
  /** Extra certificate authorities to trust (the system's and NODE_EXTRA_CA_CERTS are trusted anyway). */
  ca?: string;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}

type Outcome = 'sent' | 'skipped' | 'blocked' | 'gone' | 'failed';

/**
 * Sends order tips (outbid, deposit credited, withdrawal paid or refused, the other order tips) to
 * the member's push subscriptions. The tips are the outbox: each is written in the transaction of
 * its event, and a pass here, outside any request, reads the new ones. Each (tip, subscription) is
 * claimed by inserting its delivery row, so with many processes passing at once each is sent once.
 */
export class PushSender {
  readonly #repo = new PushRepository();
  #prunedAt = 0n;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly keys: PushKeys,
    private readonly options: PushSenderOptions,
  ) {}

  /** One pass: sends what is due and returns how each went. */
  async pass(): Promise<Record<Outcome, number>> {
    const counts: Record<Outcome, number> = { sent: 0, skipped: 0, blocked: 0, gone: 0, failed: 0 };
    const now = nowMs(this.clock);
    const repo = this.#repo;
    const due = await repo.dueDeliveries(this.db, now - BigInt(MAX_AGE_MS), BATCH);
    for (const row of due) {
      const wanted = topicsOf(row.topics).includes(topicOf(row.kind));
      if (!(await repo.claimDelivery(this.db, row.subscription_id, row.tip_id, wanted ? 'sending' : 'skipped', now))) continue;
      if (!wanted) {
        counts.skipped += 1;
        continue;
      }
      const language = (languages as readonly string[]).includes(row.language) ? (row.language as Language) : 'zh-Hans';
      const payload = tipPayload({ id: row.tip_id, kind: row.kind, params_json: row.params_json }, language);
      const { outcome, status } = await this.#send(row, JSON.stringify(payload));
      counts[outcome] += 1;
      await repo.finishDelivery(
        this.db,
        row.subscription_id,
        row.tip_id,
        outcome,
        status === undefined ? null : BigInt(status),
        nowMs(this.clock),
      );
      if (outcome === 'gone') await repo.deleteSubscription(this.db, row.subscription_id);
    }
    // Old delivery rows go once an hour: a write every pass would take SQLite's write lock for nothing.
    if (now - this.#prunedAt >= BigInt(PRUNE_EVERY_MS)) {
      this.#prunedAt = now;
      await repo.pruneDeliveries(this.db, now - BigInt(KEEP_MS));
    }
    return counts;
  }

  async #send(
    row: { endpoint: string; p256dh: string; auth: string },
    payload: string,
  ): Promise<{ outcome: Exclude<Outcome, 'skipped'>; status?: number }> {
    const url = new URL(row.endpoint);
    const origin = url.origin;
    // Resolved and checked now, right before the send; the connection goes to the address checked.
    const target = await resolvePushHost(this.options.hosts, url.hostname);
    if (!target) {
      this.options.log.info({ origin }, 'push endpoint refused by PUSH_ALLOWED_HOSTS or a non-public address');
      return { outcome: 'blocked' };
    }
    const lookup = ((_host, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    }) as LookupFunction;
    const agent = new Agent({ ca: this.options.ca, lookup, keepAlive: false });
    try {
      const keys = await this.keys.keys();
      const answer = await webpush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, {
        vapidDetails: { subject: this.options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 24 * 60 * 60,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        agent,
        timeout: TIMEOUT_MS,
      });
      return { outcome: 'sent', status: answer.statusCode };
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        this.options.log.info({ origin, status }, 'push subscription gone: removed');
        return { outcome: 'gone', status };
      }
      this.options.log.warn({ origin, status, err: error instanceof WebPushError ? undefined : String(error) }, 'push not delivered');
      return { outcome: 'failed', status };
    } finally {
      agent.destroy();
    }
  }
}
