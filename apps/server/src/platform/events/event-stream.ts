import type { ServerResponse } from 'node:http';
import type { BusEvent, EventBus } from './event-bus';

export interface EventStreamOptions {
  /** A comment line this often keeps proxies from closing a quiet connection (default 20 s). */
  heartbeatMs?: number;
  /** Recent events kept for a client that comes back with Last-Event-ID (default 500). */
  recentEvents?: number;
  /** Streams one member may hold at once; a newer one closes the oldest (default 4). */
  perMember?: number;
  /** A stream ends after this long and the client opens a new one with a new ticket (default 10 min). */
  maxLifeMs?: number;
  /** A client that reads so slowly that this much waits unsent is dropped (default 1 MiB). */
  maxBufferedBytes?: number;
}

interface Client {
  userId: string;
  res: ServerResponse;
  openedAt: number;
}

/**
 * The server side of `GET /api/stream`: every open server-sent-events connection of this process,
 * fed from the event bus. Keeps a bounded list of recent events so that a client coming back with
 * `Last-Event-ID` gets what it missed; when that id is no longer (or never was) in the list, it gets
 * `stream.reset` and refetches what it shows.
 */
export class EventStream {
  readonly #clients = new Set<Client>();
  readonly #recent: BusEvent[] = [];
  readonly #options: Required<EventStreamOptions>;
  #timer: ReturnType<typeof setInterval> | undefined;
  #unsubscribe: (() => void) | undefined;

  constructor(
    private readonly bus: EventBus,
    options: EventStreamOptions = {},
  ) {
    this.#options = {
      heartbeatMs: options.heartbeatMs ?? 20_000,
      recentEvents: options.recentEvents ?? 500,
      perMember: options.perMember ?? 4,
      maxLifeMs: options.maxLifeMs ?? 10 * 60_000,
      maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    };
  }

  start(): void {
    this.#unsubscribe = this.bus.subscribe((event) => this.#receive(event));
    this.#timer = setInterval(() => this.#beat(), this.#options.heartbeatMs);
    this.#timer.unref();
  }

  /** Ends every stream (the server is closing: an open stream would keep it from closing). */
  close(): void {
    clearInterval(this.#timer);
    this.#unsubscribe?.();
    for (const client of [...this.#clients]) this.#end(client);
  }

  /** Open streams of this process. */
  get size(): number {
    return this.#clients.size;
  }

  /**
   * Starts a stream on `res` for member `userId` and replays what came after `lastEventId`. The
   * response is the caller's to have taken over from the framework (reply.hijack()).
   */
  open(res: ServerResponse, userId: bigint, lastEventId: string | undefined): void {
    const client: Client = { userId: String(userId), res, openedAt: performance.now() };
    const mine = [...this.#clients].filter((c) => c.userId === client.userId);
    for (const old of mine.slice(0, Math.max(0, mine.length - this.#options.perMember + 1))) this.#end(old);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and the like would otherwise hold events back to fill a buffer.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write(`retry: 3000\n\n`);
    if (lastEventId) {
      const at = this.#recent.findIndex((e) => e.id === lastEventId);
      if (at < 0) this.#write(client, { id: lastEventId, topic: 'stream.reset', data: {} });
      else for (const event of this.#recent.slice(at + 1)) if (this.#for(client, event)) this.#write(client, event);
    }
    this.#clients.add(client);
    res.on('close', () => this.#clients.delete(client));
  }

  #receive(event: BusEvent): void {
    // Between server processes only (ended sessions): never shown to members.
    if (event.topic.startsWith('internal.')) return;
    this.#recent.push(event);
    if (this.#recent.length > this.#options.recentEvents) this.#recent.splice(0, this.#recent.length - this.#options.recentEvents);
    for (const client of this.#clients) if (this.#for(client, event)) this.#write(client, event);
  }

  #for(client: Client, event: BusEvent): boolean {
    return event.userId === undefined || event.userId === client.userId;
  }

  #write(client: Client, event: BusEvent): void {
    if (client.res.writableLength > this.#options.maxBufferedBytes) {
      this.#end(client);
      return;
    }
    // JSON has no raw newline, so the data fits on one `data:` line.
    client.res.write(`id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event.data)}\n\n`);
  }

  #beat(): void {
    const now = performance.now();
    for (const client of [...this.#clients]) {
      if (now - client.openedAt > this.#options.maxLifeMs) this.#end(client);
      else client.res.write(': ping\n\n');
    }
  }

  #end(client: Client): void {
    this.#clients.delete(client);
    client.res.end();
  }
}
