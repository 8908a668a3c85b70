import type { DataOf, Endpoint, InputOf } from '@mcc/contract/endpoint';
import { api, newIdempotencyKey } from './api';

/**
 * Sends a console money call (a descriptor with `money: true`) with an Idempotency-Key: the one path
 * every money action of the console takes, so how keys are chosen is decided here alone.
 */
export function sendMoney<E extends Endpoint<'POST'>>(endpoint: E, body: InputOf<E>): Promise<DataOf<E>> {
  return api.call(endpoint, body, newIdempotencyKey());
}
