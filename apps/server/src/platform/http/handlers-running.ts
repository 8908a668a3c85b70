/**
 * The route handlers still at work. A client that goes away (a closed tab, a load that stopped)
 * leaves its handler running after its connection is gone, so the server's close cannot tell from
 * its connections alone: it waits here before the database closes, or a money POST that has
 * committed would lose what follows its commit (its live event, its tip).
 */
export class HandlersRunning {
  #count = 0;
  #waiters: (() => void)[] = [];

  /** Counts `work` while it runs. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    this.#count += 1;
    try {
      return await work();
    } finally {
      this.#count -= 1;
      if (this.#count === 0) for (const wake of this.#waiters.splice(0)) wake();
    }
  }

  get count(): number {
    return this.#count;
  }

  /** Resolves once no handler runs, or after `timeoutMs` whatever still runs. */
  async idle(timeoutMs: number): Promise<void> {
    if (this.#count === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.#waiters.push(resolve)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }
}
