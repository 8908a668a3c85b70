import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStream } from './live-stream';

/** An EventSource that the test drives: it records its URL and the topics listened to. */
class FakeSource {
  url: string;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(topic: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(topic: string, data: unknown, id: string) {
    for (const listener of this.listeners.get(topic) ?? [])
      listener({ data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>);
  }
}

let sources: FakeSource[];
let tickets: number;
let hidden: boolean;
const flush = () => vi.advanceTimersByTimeAsync(0);

function stream() {
  return new LiveStream({
    ticket: async () => `t${++tickets}`,
    create: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
    signedIn: () => true,
    hidden: () => hidden,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  tickets = 0;
  hidden = false;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the shared live stream', () => {
  it('opens one connection for every subscriber, with a ticket, and hands each topic to its subscribers', async () => {
    const live = stream();
    const trades: unknown[] = [];
    const pools: unknown[] = [];
    live.subscribe('market.trade', (d) => trades.push(d));
    live.subscribe('market.trade', (d) => trades.push(d));
    live.subscribe('market.pool', (d) => pools.push(d));
    await flush();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/stream?ticket=t1');
    sources[0]!.emit('market.trade', { id: 7 }, 'a-1');
    sources[0]!.emit('market.pool', { paused: true }, 'a-2');
    expect(trades).toEqual([{ id: 7 }, { id: 7 }]);
    expect(pools).toEqual([{ paused: true }]);
  });

  it('has its subscribers read again when a first connection opens, not when one resumes from the last event id', async () => {
    const live = stream();
    const resets: unknown[] = [];
    live.subscribe('stream.reset', (d) => resets.push(d));
    live.subscribe('market.trade', () => undefined);
    await flush();
    expect(resets).toEqual([]);
    sources[0]!.onopen?.();
    expect(resets).toEqual([{}]);
    sources[0]!.emit('market.trade', {}, 'a-3');
    sources[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(2);
    expect(sources[1]!.url).toContain('last_event_id=a-3');
    sources[1]!.onopen?.();
    expect(resets).toEqual([{}]);
  });

  it('reconnects after an error with a new ticket and the last event id, backing off', async () => {
    const live = stream();
    live.subscribe('market.trade', () => undefined);
    await flush();
    sources[0]!.emit('market.trade', {}, 'a-5');
    sources[0]!.onerror?.();
    expect(sources[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources[1]!.url).toBe('/api/stream?ticket=t2&last_event_id=a-5');
    // A second failure in a row waits twice as long; an open connection resets the wait.
    sources[1]!.onerror?.();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
  });

  it('closes a while after the last subscriber leaves, and while the page is hidden', async () => {
    const live = stream();
    const off = live.subscribe('market.trade', () => undefined);
    await flush();
    off();
    await vi.advanceTimersByTimeAsync(4999);
    expect(sources[0]!.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources[0]!.closed).toBe(true);

    live.subscribe('market.trade', () => undefined);
    await flush();
    expect(sources).toHaveLength(2);
    hidden = true;
    live.wake();
    expect(sources[1]!.closed).toBe(true);
    hidden = false;
    live.wake();
    await flush();
    expect(sources).toHaveLength(3);
  });
});
