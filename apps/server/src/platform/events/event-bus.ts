import { randomBytes } from 'node:crypto';
import { eventBusDelivery } from '../metrics/instruments';

/**
 * One event as every server process sees it. `id` is unique across processes (the publishing
 * process's origin and its own count); the order is the broker's, the same in every process, which
 * is what lets a client resume on another process after the last id it saw.
 */
export interface BusEvent {
  id: string;
  topic: string;
  data: unknown;
  /** Only this member's streams get it (a member's own order tips); absent: every stream. */
  userId?: string;
  /** When it was published (Unix ms, the publishing process's clock): how late it arrives is measured from it. */
  at?: number;
}

export type BusListener = (event: BusEvent) => void;

/**
 * Publishes events to every server process. The in-process bus serves one process; with several,
 * Redis pub/sub (REDIS_URL) or PostgreSQL LISTEN/NOTIFY carries each event to all of them, and each
 * process hands it to its own listeners (the event stream's connections).
 */
export interface EventBus {
  /** What carries the events between processes: Redis, PostgreSQL, or nothing (this process alone). */
  readonly via: 'redis' | 'postgres' | 'process';
  /** True while events published now reach every process (the subscription is up). */
  answering(): boolean;
  /** Sends an event to every process; resolves once the broker took it. Call it after the change committed. */
  publish(topic: string, data: unknown, options?: { userId?: bigint }): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** Resolves once the bus receives what is published (the subscription is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Events bigger than this are refused: PostgreSQL's NOTIFY carries at most 8000 bytes. */
export const MAX_EVENT_BYTES = 7900;

/** What the transports share: ids, encoding, and handing received events to the listeners. */
export abstract class BaseEventBus implements EventBus {
  readonly #listeners = new Set<BusListener>();
  readonly #origin = randomBytes(4).toString('hex');
  #serial = 0;

  abstract readonly via: EventBus['via'];
  abstract answering(): boolean;
  abstract publish(topic: string, data: unknown, options?: { userId?: bigint }): Promise<void>;
  abstract ready(): Promise<void>;
  abstract close(): Promise<void>;

  subscribe(listener: BusListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The wire form of a new event; throws when it is too big for every transport. */
  protected encode(topic: string, data: unknown, userId?: bigint): string {
    this.#serial += 1;
    const event: BusEvent = { id: `${this.#origin}-${this.#serial}`, topic, data, at: Date.now() };
    if (userId !== undefined) event.userId = String(userId);
    const text = JSON.stringify(event);
    if (Buffer.byteLength(text) > MAX_EVENT_BYTES) throw new Error(`event ${topic} is over ${MAX_EVENT_BYTES} bytes`);
    return text;
  }

  /** Hands a received event to every listener; a malformed message is dropped. */
  protected deliver(text: string): void {
    let event: BusEvent;
    try {
      event = JSON.parse(text) as BusEvent;
    } catch {
      return;
    }
    if (typeof event?.id !== 'string' || typeof event.topic !== 'string') return;
    if (typeof event.at === 'number') eventBusDelivery.observe({ via: this.via }, Math.max(0, Date.now() - event.at) / 1000);
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch {
        // One listener's failure is not the others'.
      }
    }
  }
}

/** One process: an event goes straight to this process's listeners, in publish order. */
export class MemoryEventBus extends BaseEventBus {
  readonly via = 'process';

  answering(): boolean {
    return true;
  }

  async publish(topic: string, data: unknown, options: { userId?: bigint } = {}): Promise<void> {
    this.deliver(this.encode(topic, data, options.userId));
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {}
}
