import type { EventBus } from '../events/event-bus';
import { sessionCacheLookups } from '../metrics/instruments';

/** Bus topic of ended sessions. Topics under `internal.` never reach members' event streams. */
export const SESSION_ENDED_TOPIC = 'internal.session.ended';

/** What ended: one token (by hash), or every token of an owner (a member or an operator). */
export interface SessionEnded {
  kind: 'member' | 'operator';
  tokenHash?: string;
  ownerId?: string;
}

export interface SessionCacheOptions {
  /** How long a looked-up session is trusted without the database; 0 turns the cache off. */
  lifeMs: number;
  /** Carries ended sessions to every server process; without it only this process forgets them. */
  bus?: EventBus;
  /** At most this many sessions are kept; the oldest go first. */
  maxEntries?: number;
  onPublishError?: (error: unknown) => void;
}

interface Entry<S> {
  session: S;
  ownerId: string;
  until: number;
}

/**
 * Sessions looked up recently, by token hash, so a token costs a database read at most once per
 * `lifeMs` per process. An ended session (logout, new password, freeze) is dropped here and
 * published on the bus, and every process drops it on receipt; the short life is only the fallback.
 * A lookup that raced with an ending (read before it, answered after) is not kept.
 */
export class SessionCache<S> {
  readonly #entries = new Map<string, Entry<S>>();
  readonly #maxEntries: number;
  #generation = 0;

  constructor(
    private readonly kind: SessionEnded['kind'],
    private readonly options: SessionCacheOptions,
  ) {
    this.#maxEntries = options.maxEntries ?? 10_000;
    options.bus?.subscribe((event) => {
      if (event.topic !== SESSION_ENDED_TOPIC) return;
      const ended = event.data as SessionEnded;
      if (ended?.kind === this.kind) this.#drop(ended);
    });
  }

  get enabled(): boolean {
    return this.options.lifeMs > 0;
  }

  /** The cached session of a token hash, or undefined (then look it up and `keep` it). */
  get(tokenHash: string): S | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return this.#missed();
    if (entry.until <= performance.now()) {
      this.#entries.delete(tokenHash);
      return this.#missed();
    }
    sessionCacheLookups.inc({ kind: this.kind, result: 'hit' });
    return entry.session;
  }

  #missed(): undefined {
    if (this.enabled) sessionCacheLookups.inc({ kind: this.kind, result: 'miss' });
    return undefined;
  }

  /** Where a lookup starts: `keep` only keeps its answer if no session ended meanwhile. */
  mark(): number {
    return this.#generation;
  }

  keep(tokenHash: string, ownerId: bigint, session: S, mark: number): void {
    if (!this.enabled || mark !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { session, ownerId: String(ownerId), until: performance.now() + this.options.lifeMs });
  }

  /** Forgets an ended session (or all of an owner's) here and in every other process. Call it after the change committed. */
  async ended(what: { tokenHash: string } | { ownerId: bigint }): Promise<void> {
    const ended: SessionEnded =
      'tokenHash' in what ? { kind: this.kind, tokenHash: what.tokenHash } : { kind: this.kind, ownerId: String(what.ownerId) };
    this.#drop(ended);
    try {
      await this.options.bus?.publish(SESSION_ENDED_TOPIC, ended);
    } catch (error) {
      this.options.onPublishError?.(error);
    }
  }

  #drop(ended: SessionEnded): void {
    this.#generation += 1;
    if (ended.tokenHash !== undefined) this.#entries.delete(ended.tokenHash);
    if (ended.ownerId !== undefined) {
      for (const [hash, entry] of this.#entries) if (entry.ownerId === ended.ownerId) this.#entries.delete(hash);
    }
  }
}
