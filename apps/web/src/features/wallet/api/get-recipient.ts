import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { call } from '../../../runtime/request';

export type Recipient = DataOf<typeof fundApi.recipient>;

/** The member a transfer would reach (UID, mobile or email), with the masked name to confirm. */
export function getRecipient(to: string): Promise<Recipient> {
  // The refusal (unknown, oneself, unavailable) shows under the recipient field.
  return call(fundApi.recipient, { to }, { quietRefusal: true });
}
