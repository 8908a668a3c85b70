/**
 * Runs a pass every few seconds inside a server process, never two at once in this process (a tick
 * while one runs does nothing). A failure is handed to `onError` and the next tick tries again.
 * Work that several processes may do at once claims each effect itself.
 */
export class PeriodicPass<T = unknown> {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly pass: () => Promise<T>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Ticks every `intervalMs` (a second start does nothing); with `firstNow`, the first pass starts at once. */
  start(intervalMs: number, firstNow = false): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.tick(), intervalMs);
    this.#timer.unref();
    if (firstNow) void this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  async tick(): Promise<void> {
    await this.run();
  }

  /** A tick that answers what the pass answered: undefined when one was already running, or it failed. */
  async run(): Promise<T | undefined> {
    if (this.#running) return undefined;
    const run = this.pass().catch((error: unknown) => {
      this.onError(error);
      return undefined;
    });
    this.#running = run
      .then(() => undefined)
      .finally(() => {
        this.#running = undefined;
      });
    await this.#running;
    return run;
  }
}
