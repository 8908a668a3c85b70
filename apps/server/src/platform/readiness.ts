import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import { sendEnvelope } from './http/envelope';
import { platformMessages } from './http/messages';

/** Paths answered while the process prepares: the probes and the scrape, which say what state it is in. */
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Whether this process may take traffic. A process that prepares the database (migrations, the first
 * operator, demo data) listens first, so its liveness answers during a long migration and a
 * supervisor does not kill it, and is not ready until that is done; a process that is closing is
 * not ready either. Background work (the jobs, the chain watcher, auction sweeps) starts once ready.
 */
export class Readiness {
  #preparing = false;
  #closing = false;
  readonly #waiting: (() => void)[] = [];

  /** From now until `prepared()`: not ready, requests other than the probes answered 503. */
  preparing(): void {
    this.#preparing = true;
  }

  prepared(): void {
    this.#preparing = false;
    for (const start of this.#waiting.splice(0)) start();
  }

  closing(): void {
    this.#closing = true;
  }

  /** `preparing` (migrations and set-up run), `closing` (shutting down) or `serving`. */
  get state(): 'preparing' | 'closing' | 'serving' {
    if (this.#closing) return 'closing';
    return this.#preparing ? 'preparing' : 'serving';
  }

  /** Runs `start` now if the process is prepared, else once it is. */
  whenPrepared(start: () => void): void {
    if (this.#preparing) this.#waiting.push(start);
    else start();
  }
}

/** While the process prepares, every request but the probes and the scrape is answered 503 ("try again in a moment"). */
export function installReadinessGate(app: FastifyInstance, readiness: Readiness, clock: Clock): void {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.state !== 'preparing') return;
    if (ALWAYS_ANSWERED.has(request.url.split('?')[0] ?? '')) return;
    return sendEnvelope(reply, request, clock, 503, { code: 0, text: platformMessages.serverError });
  });
  // New requests during the close are answered 503 by Fastify itself; /readyz says so first.
  app.addHook('preClose', async () => readiness.closing());
}
