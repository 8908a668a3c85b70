import type { Redis } from 'ioredis';
import { BaseEventBus } from './event-bus';

/**
 * Events through Redis pub/sub (REDIS_URL): published on one channel, received by every process's
 * subscriber connection, its own included, so all processes see the events in the one order Redis
 * gives them. ioredis reconnects and subscribes again by itself.
 */
export class RedisEventBus extends BaseEventBus {
  readonly via = 'redis';
  readonly #channel: string;
  readonly #subscriber: Redis;
  readonly #subscribed: Promise<void>;

  constructor(
    private readonly publisher: Redis,
    prefix: string,
  ) {
    super();
    this.#channel = `${prefix}events`;
    this.#subscriber = publisher.duplicate();
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.#channel) this.deliver(message);
    });
    // Errors are reported by ioredis on the connection and retried; a failed first subscribe is ready()'s to report.
    this.#subscriber.on('error', () => undefined);
    this.#subscribed = this.#subscriber.subscribe(this.#channel).then(() => undefined);
    this.#subscribed.catch(() => undefined);
  }

  async publish(topic: string, data: unknown, options: { userId?: bigint } = {}): Promise<void> {
    await this.publisher.publish(this.#channel, this.encode(topic, data, options.userId));
  }

  answering(): boolean {
    return this.#subscriber.status === 'ready' && this.publisher.status === 'ready';
  }

  ready(): Promise<void> {
    return this.#subscribed;
  }

  async close(): Promise<void> {
    this.#subscriber.disconnect();
  }
}
