// A small server-sent-events reader for tests: opens `GET /api/stream` with fetch and hands out
// the events as they arrive, parsed the way a browser's EventSource does (id, event, data lines).

import { streamApi } from '@mcc/contract/stream';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Member } from './members';

/** Starts `app` listening on a free loopback port, for a client over real HTTP; its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A stream ticket for `m` from `app`, checked to be issued for 30 seconds. */
export async function streamTicket(app: FastifyInstance, m: Member): Promise<string> {
  const res = await app.inject({ method: 'POST', url: streamApi.ticket.path, headers: { token: m.token }, payload: {} });
  const body = res.json();
  expect(body).toMatchObject({ code: 1, data: { expires_in: 30 } });
  return body.data.ticket;
}

export interface SseEvent {
  id: string;
  event: string;
  data: unknown;
}

export interface SseConnection {
  status: number;
  /** The next event of `topic` (any topic when omitted); rejects after `timeoutMs`. */
  next(topic?: string, timeoutMs?: number): Promise<SseEvent>;
  /** Every event received so far. */
  received: SseEvent[];
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const received: SseEvent[] = [];
  const waiters: { topic?: string; resolve: (e: SseEvent) => void }[] = [];
  let taken = 0;
  const offer = () => {
    for (let i = 0; i < waiters.length; ) {
      const waiter = waiters[i]!;
      const at = received.findIndex((e, index) => index >= taken && (waiter.topic === undefined || e.event === waiter.topic));
      if (at < 0) {
        i += 1;
        continue;
      }
      taken = at + 1;
      waiters.splice(i, 1);
      waiter.resolve(received[at]!);
    }
  };
  if (res.status === 200 && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (!fields.has('data')) continue;
            received.push({ id: fields.get('id') ?? '', event: fields.get('event') ?? 'message', data: JSON.parse(fields.get('data')!) });
            offer();
          }
        }
      } catch {
        // Closed by the test or the server.
      }
    })();
  }
  return {
    status: res.status,
    received,
    next: (topic, timeoutMs = 5000) =>
      new Promise<SseEvent>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${topic ?? 'event'} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          topic,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
        offer();
      }),
    close: () => controller.abort(),
  };
}
