import { createHash } from 'node:crypto';
import { canonicalJson } from '@mcc/contract/canonical-json';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { refuse } from '../http/refusal';
import { idempotentReplays, routeLabel } from '../metrics/instruments';
import type { SinglePosting } from '../money-action';
import type { ScopedKey } from '../money-reads';
import type { IdempotencyStore, IdempotentWork } from './idempotency-store';
import { idempotencyMessages as m } from './messages';

/** The request's Idempotency-Key header, or undefined; refuses a malformed one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || header.length < 1 || header.length > 255) refuse(m.keyInvalid, {}, 'Idempotency-Key');
  return header;
}

/** The request's Idempotency-Key header; refuses a money POST without one (a retry without a key would pay twice). */
export function requiredIdempotencyKey(request: FastifyRequest): string {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return refuse(m.keyMissing, {}, 'Idempotency-Key');
  return key;
}

/**
 * Runs a money POST under its Idempotency-Key (`owner`: the key, read with `requiredIdempotencyKey`,
 * and whose it is) and answers with the envelope.
 * The first answer for a key is replayed for the same route and body (header `Idempotent-Replayed: true`);
 * another body under the same key is refused; concurrent requests with one key have one effect.
 */
export async function idempotentReply<T>(
  store: IdempotencyStore,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: ScopedKey,
  work: {
    prepare?: IdempotentWork<T>['prepare'];
    authorize?: () => Promise<void>;
    effect: (trx: Transaction<DB>) => Promise<T>;
    single?: () => SinglePosting<T> | undefined;
    committed?: (data: T) => void;
  },
): Promise<FastifyReply> {
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
  const { data, replayed } = await store.run({ ...owner, fingerprint, ...work });
  if (replayed) {
    reply.header('idempotent-replayed', 'true');
    idempotentReplays.inc({ route: routeLabel(request) });
  } else work.committed?.(data);
  return reply.ok(data);
}
