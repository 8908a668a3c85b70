import { messageFailures, messagesPending } from '../metrics/instruments';
import type { Channel, MessageSender, OutgoingMessage } from './sender';

export interface DeliveryLog {
  error(object: unknown, message: string): void;
}

export interface DeliveryOptions {
  /** Demo mode's outbox; the message is stored there before the call returns. */
  outbox?: MessageSender;
  /** Real senders by channel; each runs after the call returns. */
  senders: Partial<Record<Channel, MessageSender>>;
  log: DeliveryLog;
}

/**
 * Hands messages to the outbox and to the real senders. Real sending happens in the background so
 * a reply never waits on (or reveals through its timing) an SMTP server or SMS gateway; a failure
 * is logged and the member asks again after the cooldown.
 */
export class Delivery {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly options: DeliveryOptions) {}

  async deliver(message: OutgoingMessage): Promise<void> {
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
