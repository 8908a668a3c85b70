import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { insertReturningId, rowCount } from '../shared-rows-repository';
import type { PushSubscriptionTable } from './tables';

/** A tip due to a subscription, with what sending it needs. */
export interface DueDelivery {
  tip_id: bigint;
  kind: string;
  params_json: string;
  subscription_id: bigint;
  endpoint: string;
  p256dh: string;
  auth: string;
  topics: string;
  language: string;
}

/** The push module's SQL: the VAPID keys, the members' subscriptions and one delivery row per (tip, subscription). */
export class PushRepository {
  async insertKeys(db: Executor, values: { name: string; public_key: string; private_key: string; created_at: bigint }): Promise<void> {
    await db
      .insertInto('push_keys')
      .values(values)
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  keys(db: Executor, name: string): Promise<{ public_key: string; private_key: string } | undefined> {
    return db.selectFrom('push_keys').select(['public_key', 'private_key']).where('name', '=', name).executeTakeFirst();
  }

  /** The member's newest tip id (0 without one): a new subscription gets only the tips after it. */
  async lastTipId(db: Executor, userId: bigint): Promise<bigint> {
    const last = await db
      .selectFrom('order_tips')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return last?.id == null ? 0n : BigInt(last.id);
  }

  subscriptionByEndpoint(db: Executor, endpoint: string): Promise<{ id: bigint; user_id: bigint } | undefined> {
    return db.selectFrom('push_subscriptions').select(['id', 'user_id']).where('endpoint', '=', endpoint).executeTakeFirst();
  }

  countSubscriptions(db: Executor, userId: bigint): Promise<number> {
    return rowCount(db.selectFrom('push_subscriptions').where('user_id', '=', userId));
  }

  async updateSubscription(db: Executor, id: bigint, values: Updateable<PushSubscriptionTable>): Promise<void> {
    await db.updateTable('push_subscriptions').set(values).where('id', '=', id).execute();
  }

  insertSubscription(db: Executor, values: Insertable<PushSubscriptionTable>): Promise<bigint> {
    return insertReturningId(db, 'push_subscriptions', values);
  }

  async deleteSubscription(db: Executor, id: bigint): Promise<void> {
    await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }

  /** Removes the member's subscription with this endpoint; another member's is left alone. */
  async deleteOwnSubscription(db: Executor, userId: bigint, endpoint: string): Promise<void> {
    await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
  }

  subscriptionsOf(db: Executor, userId: bigint): Promise<{ id: bigint; endpoint: string; topics: string; created_at: bigint }[]> {
    return db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'topics', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** Tips since `since` that a subscription of their member has no delivery row for yet, oldest first. */
  dueDeliveries(db: Executor, since: bigint, limit: number): Promise<DueDelivery[]> {
    return db
      .selectFrom('order_tips as t')
      .innerJoin('push_subscriptions as s', 's.user_id', 't.user_id')
      .leftJoin('push_deliveries as d', (join) => join.onRef('d.subscription_id', '=', 's.id').onRef('d.tip_id', '=', 't.id'))
      .where('d.id', 'is', null)
      .whereRef('t.id', '>', 's.after_tip_id')
      .where('t.created_at', '>=', since)
      .select([
        't.id as tip_id',
        't.kind',
        't.params_json',
        's.id as subscription_id',
        's.endpoint',
        's.p256dh',
        's.auth',
        's.topics',
        's.language',
      ])
      .orderBy('t.id')
      .orderBy('s.id')
      .limit(limit)
      .execute();
  }

  /** Writes the delivery row; false when another pass (in this process or another) wrote it first. */
  async claimDelivery(db: Executor, subscriptionId: bigint, tipId: bigint, state: string, now: bigint): Promise<boolean> {
    const row = await db
      .insertInto('push_deliveries')
      .values({
        subscription_id: subscriptionId,
        tip_id: tipId,
        state,
        status: null,
        created_at: now,
        finished_at: state === 'sending' ? null : now,
      })
      .onConflict((oc) => oc.columns(['subscription_id', 'tip_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async finishDelivery(
    db: Executor,
    subscriptionId: bigint,
    tipId: bigint,
    state: string,
    status: bigint | null,
    now: bigint,
  ): Promise<void> {
    await db
      .updateTable('push_deliveries')
      .set({ state, status, finished_at: now })
      .where('subscription_id', '=', subscriptionId)
      .where('tip_id', '=', tipId)
      .execute();
  }

  async pruneDeliveries(db: Executor, before: bigint): Promise<void> {
    await db.deleteFrom('push_deliveries').where('created_at', '<', before).execute();
  }
}
