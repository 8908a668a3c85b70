// The app's one live connection: a server-sent-events stream (`GET /api/stream`) shared by every
// feature that wants live data (market trades and pool changes today; bids and order tips later).
// A feature subscribes to a topic with `useStreamEvent`; the connection opens with the first
// subscriber and closes a little after the last one leaves, or while the page is hidden.
//
// EventSource cannot send the `token` header, and the token must not go into a URL (access logs,
// history), so each connection starts with a single-use ticket (30 s) taken by a POST with the
// token. Tickets being single-use, EventSource's own reconnect could never succeed: on any error
// this module closes the source and opens a new one with a new ticket and the last event id seen,
// so the server replays what was missed (or says `stream.reset`).
import { type StreamEvents, type StreamTopic, streamApi } from '@mcc/contract/stream';
import { useEffect, useRef } from 'react';
import { API_BASE } from './config';
import { call } from './request';
import { getToken } from './session';

type Handler = (data: unknown) => void;

/** Waits between reconnections: 1 s, 2 s, 4 s ... at most 30 s. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
/** How long the connection stays open after its last subscriber left (a page change re-subscribes at once). */
const LINGER_MS = 5000;

export class LiveStream {
  readonly #handlers = new Map<string, Set<Handler>>();
  #source: EventSource | null = null;
  #listening = new Set<string>();
  #lastId: string | null = null;
  #attempt = 0;
  #opening = false;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly deps: {
      ticket: () => Promise<string>;
      create: (url: string) => EventSource;
      signedIn: () => boolean;
      hidden: () => boolean;
    },
  ) {}

  /** Calls `handler` with each event of `topic`; returns the unsubscribe. */
  subscribe(topic: string, handler: Handler): () => void {
    let set = this.#handlers.get(topic);
    if (!set) {
      set = new Set();
      this.#handlers.set(topic, set);
    }
    set.add(handler);
    this.#listen(topic);
    this.wake();
    return () => {
      set.delete(handler);
      if (this.#wanted()) return;
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        if (!this.#wanted()) this.#close();
      }, LINGER_MS);
    };
  }

  /** Opens the connection if someone listens and the page is visible; closes it when the page is hidden. */
  wake(): void {
    if (this.deps.hidden()) {
      this.#close();
      return;
    }
    if (this.#wanted() && !this.#source && !this.#opening) void this.#open();
  }

  /** Whether a connection is open (for tests and diagnostics). */
  get open(): boolean {
    return this.#source !== null;
  }

  #wanted(): boolean {
    for (const set of this.#handlers.values()) if (set.size > 0) return true;
    return false;
  }

  #listen(topic: string): void {
    if (!this.#source || this.#listening.has(topic)) return;
    this.#listening.add(topic);
    this.#source.addEventListener(topic, (event) => this.#dispatch(topic, event as MessageEvent<string>));
  }

  #dispatch(topic: string, event: MessageEvent<string>): void {
    if (event.lastEventId) this.#lastId = event.lastEventId;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    this.#deliver(topic, data);
  }

  #deliver(topic: string, data: unknown): void {
    for (const handler of [...(this.#handlers.get(topic) ?? [])]) handler(data);
  }

  async #open(): Promise<void> {
    if (!this.deps.signedIn()) return;
    this.#opening = true;
    clearTimeout(this.#timer);
    try {
      const ticket = await this.deps.ticket();
      if (!this.#wanted() || this.deps.hidden() || this.#source) return;
      const query = new URLSearchParams({ ticket });
      if (this.#lastId) query.set('last_event_id', this.#lastId);
      const source = this.deps.create(`${API_BASE}${streamApi.events.path}?${query}`);
      this.#source = source;
      this.#listening = new Set();
      for (const topic of this.#handlers.keys()) this.#listen(topic);
      // A reset is everyone's business: the server could not replay what was missed.
      this.#listen('stream.reset');
      const resuming = this.#lastId !== null;
      source.onopen = () => {
        this.#attempt = 0;
        // A first connection replays nothing: what a page read before it opened may have changed
        // meanwhile (a bid placed while the ticket was taken), so its subscribers read again, as
        // after a reset. A reconnection resumes from the last event id instead.
        if (!resuming) this.#deliver('stream.reset', {});
      };
      source.onerror = () => {
        if (this.#source !== source) return;
        this.#close();
        this.#retry();
      };
    } catch {
      this.#retry();
    } finally {
      this.#opening = false;
    }
  }

  #retry(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.wake(), backoff(this.#attempt));
    this.#attempt += 1;
  }

  #close(): void {
    this.#source?.close();
    this.#source = null;
  }
}

async function takeTicket(): Promise<string> {
  const { ticket } = await call(streamApi.ticket, {}, { silent: true, quietRefusal: true });
  return ticket;
}

/** The app's one stream. */
export const liveStream = new LiveStream({
  ticket: takeTicket,
  create: (url) => new EventSource(url),
  signedIn: () => Boolean(getToken()),
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
});

if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => liveStream.wake());

/** Calls `handler` with every `topic` event while the component is mounted (the latest handler, no resubscribing). */
export function useStreamEvent<T extends StreamTopic>(topic: T, handler: (data: StreamEvents[T]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => liveStream.subscribe(topic, (data) => latest.current(data as StreamEvents[T])), [topic]);
}
