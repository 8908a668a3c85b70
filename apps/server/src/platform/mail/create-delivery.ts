import type { Config } from '../config';
import { Delivery, type DeliveryLog, type MessageStamp } from './delivery';
import type { Outbox } from './outbox';
import type { Channel, MessageSender } from './sender';
import { HttpSmsSender } from './sms-http-sender';
import { SmtpSender } from './smtp-sender';

/**
 * The senders the settings ask for: email by SMTP when SMTP_URL is set, SMS through the provider
 * when SMS_PROVIDER_URL is set, and in demo mode the outbox as well. Production refuses to start
 * without both URLs (config.ts), so there every message leaves the building. `stamp` adds what
 * depends on the member (their anti-phishing code) to every message, whichever way it goes.
 */
export function createDelivery(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsProviderUrl'>,
  outbox: Outbox | undefined,
  log: DeliveryLog,
  stamp?: MessageStamp,
): Delivery {
  const senders: Partial<Record<Channel, MessageSender>> = {};
  if (config.smtpUrl) senders.email = new SmtpSender(config.smtpUrl, config.mailFrom);
  if (config.smsProviderUrl) senders.sms = new HttpSmsSender(config.smsProviderUrl);
  return new Delivery({ outbox, senders, log, stamp });
}
