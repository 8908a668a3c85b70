import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryEventBus } from './event-bus';
import { EventStream } from './event-stream';

/** Just enough of a ServerResponse: what was written, and whether it ended. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  ended = false;
  writableLength = 0;
  status = 0;
  writeHead(status: number) {
    this.status = status;
    return this;
  }
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
  get text() {
    return this.chunks.join('');
  }
  /** The `event:` names written, in order. */
  get topics() {
    return [...this.text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]);
  }
}

const open = (stream: EventStream, userId: bigint, lastEventId?: string) => {
  const res = new FakeResponse();
  stream.open(res as unknown as ServerResponse, userId, lastEventId);
  return res;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the event stream of one process', () => {
  it('sends public events to everyone and a member’s own events to that member only', async () => {
    const bus = new MemoryEventBus();
    const stream = new EventStream(bus);
    stream.start();
    const alice = open(stream, 1n);
    const bob = open(stream, 2n);
    expect(alice.status).toBe(200);
    await bus.publish('market.trade', { id: 1 });
    await bus.publish('order.tip', { text: 'yours' }, { userId: 2n });
    expect(alice.topics).toEqual(['market.trade']);
    expect(bob.topics).toEqual(['market.trade', 'order.tip']);
    expect(bob.text).toContain('data: {"text":"yours"}\n\n');
    stream.close();
    expect(alice.ended && bob.ended).toBe(true);
  });

  it('keeps a bounded list of recent events to resume from; an id it no longer has means reset', async () => {
    const bus = new MemoryEventBus();
    const stream = new EventStream(bus, { recentEvents: 3 });
    stream.start();
    const first = open(stream, 1n);
    for (let i = 1; i <= 5; i += 1) await bus.publish('market.trade', { i });
    const ids = [...first.text.matchAll(/^id: (.+)$/gm)].map((m) => m[1]!);
    expect(ids).toHaveLength(5);
    // The 4th is still kept: the 5th is replayed.
    expect(open(stream, 1n, ids[3]).text).toContain('data: {"i":5}');
    // The 1st fell out of the last 3: the client is told to refetch.
    expect(open(stream, 1n, ids[0]).topics).toEqual(['stream.reset']);
    // Another member's event is not replayed to this one.
    await bus.publish('order.tip', { secret: true }, { userId: 9n });
    const resumed = open(stream, 1n, ids[4]);
    expect(resumed.topics).toEqual([]);
    stream.close();
  });

  it('holds at most `perMember` streams per member (the oldest goes), beats, and ends streams past their life', () => {
    vi.useFakeTimers();
    const bus = new MemoryEventBus();
    const stream = new EventStream(bus, { perMember: 2, heartbeatMs: 1000, maxLifeMs: 5000 });
    stream.start();
    const a = open(stream, 1n);
    const b = open(stream, 1n);
    const c = open(stream, 1n);
    expect([a.ended, b.ended, c.ended]).toEqual([true, false, false]);
    expect(stream.size).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(c.text).toContain(': ping\n\n');
    vi.advanceTimersByTime(5000);
    expect(b.ended && c.ended).toBe(true);
    expect(stream.size).toBe(0);
    stream.close();
  });

  it('drops a client that stopped reading', async () => {
    const bus = new MemoryEventBus();
    const stream = new EventStream(bus, { maxBufferedBytes: 10 });
    stream.start();
    const slow = open(stream, 1n);
    slow.writableLength = 11;
    await bus.publish('market.trade', { id: 1 });
    expect(slow.ended).toBe(true);
    stream.close();
  });
});
