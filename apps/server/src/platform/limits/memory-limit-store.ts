import { type LimitStore, stepWindow, type TakeResult, type WindowRule, type WindowState } from './limit-store';

/** Counters in this process's memory: the embedded default, where one process serves everything. */
export class MemoryLimitStore implements LimitStore {
  readonly #windows = new Map<string, WindowState>();
  #sweeps = 0;

  async take(key: string, rule: WindowRule, nowMs: number): Promise<TakeResult> {
    this.#sweep(nowMs);
    const { next, allowed } = stepWindow(this.#windows.get(key), rule, nowMs);
    this.#windows.set(key, next);
    return { ...next, allowed };
  }

  async peek(key: string, nowMs: number): Promise<WindowState> {
    const state = this.#windows.get(key);
    return state && state.resetAt > nowMs ? { ...state } : { count: 0, resetAt: nowMs };
  }

  async giveBack(key: string, nowMs: number): Promise<void> {
    const state = this.#windows.get(key);
    if (state && state.resetAt > nowMs && state.count > 0) state.count -= 1;
  }

  async clear(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async live(prefix: string, nowMs: number): Promise<Array<{ key: string } & WindowState>> {
    return [...this.#windows]
      .filter(([key, state]) => key.startsWith(prefix) && state.resetAt > nowMs)
      .map(([key, state]) => ({ key, ...state }));
  }

  async close(): Promise<void> {
    this.#windows.clear();
  }

  // Dropping ended windows now and then keeps the map from growing with every IP ever seen.
  #sweep(nowMs: number): void {
    this.#sweeps += 1;
    if (this.#sweeps % 1000 !== 0) return;
    for (const [key, state] of this.#windows) if (state.resetAt <= nowMs) this.#windows.delete(key);
  }
}
