import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/schema';
import { BaseEventBus } from './event-bus';

const CHANNEL = 'mcc_events';
const RECONNECT_MS = 1000;

/**
 * Events through PostgreSQL LISTEN/NOTIFY, for several processes on one database without Redis.
 * NOTIFY goes through the pool like any statement; one dedicated connection per process LISTENs
 * (a pooled one cannot: it would be handed to other queries), and comes back after a lost connection.
 * Notifications reach every listener in commit order, the same in every process.
 */
export class PostgresEventBus extends BaseEventBus {
  readonly via = 'postgres';
  #client: pg.Client | null = null;
  /** The connection that LISTENs, once it does. */
  #listening: pg.Client | null = null;
  #closed = false;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #ready: Promise<void>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly url: string,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {
    super();
    this.#ready = this.#listen();
    this.#ready.catch(() => undefined);
  }

  async publish(topic: string, data: unknown, options: { userId?: bigint } = {}): Promise<void> {
    await sql`select pg_notify(${CHANNEL}, ${this.encode(topic, data, options.userId)})`.execute(this.db);
  }

  answering(): boolean {
    return this.#listening !== null && this.#listening === this.#client;
  }

  ready(): Promise<void> {
    return this.#ready;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.deliver(message.payload);
    });
    const lost = (error?: Error) => {
      if (this.#client !== client) return;
      this.#client = null;
      client.end().catch(() => undefined);
      if (error) this.onError(error);
      this.#again();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.#client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.#client === client) this.#listening = client;
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  #again(): void {
    if (this.#closed) return;
    this.#retry = setTimeout(() => {
      this.#ready = this.#listen();
      this.#ready.catch(() => undefined);
    }, RECONNECT_MS);
  }
}
