/**
 * Runs a pass every few seconds inside a server process, never two at once in this process (a tick
 * while one runs does nothing). A failure is handed to `onError` and the next tick tries again.
 * Work that several processes may do at once claims each effect itself.
 */
export class PeriodicPass {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(intervalMs: number): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.tick(), intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  async tick(): Promise<void> {
    if (this.#running) return;
    this.#running = this.pass()
      .then(() => undefined)
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.#running = undefined;
      });
    await this.#running;
  }
}
