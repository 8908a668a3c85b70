import type { recipientData } from '@mcc/contract/fund';
import { request } from '../../../runtime/request';
import type { Wire } from './wire';

export type Recipient = Wire<typeof recipientData>;

/** The member a transfer would reach (UID, mobile or email), with the masked name to confirm. */
export function getRecipient(to: string): Promise<Recipient> {
  // The refusal (unknown, oneself, unavailable) shows under the recipient field.
  return request<Recipient>({ url: '/api/fund/recipient', data: { to }, quietRefusal: true });
}
