import type { Language } from '../i18n/language';
import { messageFailures, messagesPending } from '../metrics/instruments';
import type { Channel, MessageSender, OutgoingMessage } from './sender';

export interface DeliveryLog {
  error(object: unknown, message: string): void;
}

/** What a message is sent in, and for whom when its address alone does not say. */
export interface MessageContext {
  /** The language the message is written in. */
  language: Language;
  /**
   * The member the message is for when `to` is no longer theirs: the old mobile or email a
   * contact change is reported to. Absent, the member is the one whose mobile or email `to` is.
   */
  formerOwnerId?: bigint;
}

/** Where a message to a member goes: their mobile, else their email; null for a member with neither (wallet sign-in only). */
export function memberAddress(
  contact: { mobile: string | null; email: string | null } | undefined,
): { channel: Channel; to: string } | null {
  if (contact?.mobile) return { channel: 'sms', to: contact.mobile };
  if (contact?.email) return { channel: 'email', to: contact.email };
  return null;
}

/** Adds to a message what depends on its member (the account module's anti-phishing line). */
export type MessageStamp = (message: OutgoingMessage, context: MessageContext) => Promise<OutgoingMessage>;

export interface DeliveryOptions {
  /** Demo mode's outbox; the message is stored there before the call returns. */
  outbox?: MessageSender;
  /** Real senders by channel; each runs after the call returns. */
  senders: Partial<Record<Channel, MessageSender>>;
  log: DeliveryLog;
  /** Applied to every message before the outbox or a sender sees it. */
  stamp?: MessageStamp;
}

/**
 * Hands messages to the outbox and to the real senders. Real sending happens in the background so
 * a reply never waits on (or reveals through its timing) an SMTP server or SMS gateway; a failure
 * is logged and the member asks again after the cooldown.
 */
export class Delivery {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly options: DeliveryOptions) {}

  async deliver(written: OutgoingMessage, context: MessageContext): Promise<void> {
    const message = this.options.stamp ? await this.options.stamp(written, context) : written;
    if (this.options.outbox) await this.options.outbox.send(message);
    const sender = this.options.senders[message.channel];
    if (!sender) return;
    const job = sender.send(message).catch((error: unknown) => {
      messageFailures.inc({ channel: message.channel });
      this.options.log.error({ err: error, channel: message.channel, event: message.event }, 'message delivery failed');
    });
    this.#pending.add(job);
    messagesPending.inc();
    void job.finally(() => {
      this.#pending.delete(job);
      messagesPending.dec();
    });
  }

  /** Resolves once every background send has finished; for shutdown and tests. */
  async settle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  async close(): Promise<void> {
    await this.settle();
    const senders = new Set([this.options.outbox, ...Object.values(this.options.senders)]);
    for (const sender of senders) await sender?.close();
  }
}
