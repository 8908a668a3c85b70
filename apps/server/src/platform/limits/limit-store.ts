/** The state of one counter: how many events were counted and when its window ends (Unix ms). */
export interface WindowState {
  count: number;
  resetAt: number;
}

export interface TakeResult extends WindowState {
  /** False when the window already held `max` events; nothing was counted then. */
  allowed: boolean;
}

export interface WindowRule {
  windowMs: number;
  /** The most events a window may hold; Infinity counts without refusing. */
  max: number;
}

/**
 * Fixed-window counters shared by every server process: cooldowns, per-IP budgets, login failures.
 * A window starts at its first event and ends `windowMs` later whatever happens in between, so a
 * refused caller cannot push its end further away. Times come from the caller's clock.
 */
export interface LimitStore {
  /** Counts one event unless the window is full. */
  take(key: string, rule: WindowRule, nowMs: number): Promise<TakeResult>;
  /** The live window of a key, count 0 when none. */
  peek(key: string, nowMs: number): Promise<WindowState>;
  /** Takes one event back (a success that should not count), never below zero. */
  giveBack(key: string, nowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  /** Every live window whose key starts with `prefix` (for support: a member's sign-in counters across IPs). */
  live(prefix: string, nowMs: number): Promise<Array<{ key: string } & WindowState>>;
  close(): Promise<void>;
}

/** The pure step both stores share: what a window becomes when one more event arrives at `nowMs`. */
export function stepWindow(current: WindowState | undefined, rule: WindowRule, nowMs: number): { next: WindowState; allowed: boolean } {
  const live = current && current.resetAt > nowMs ? current : { count: 0, resetAt: nowMs + rule.windowMs };
  if (live.count >= rule.max) return { next: live, allowed: false };
  return { next: { count: live.count + 1, resetAt: live.resetAt }, allowed: true };
}

/** Seconds until a window ends, at least 1, for "try again in N s" messages. */
export function secondsLeft(state: WindowState, nowMs: number): number {
  return Math.max(1, Math.ceil((state.resetAt - nowMs) / 1000));
}
