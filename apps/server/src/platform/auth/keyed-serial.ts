/**
 * Runs tasks one after another per key, within this process. A password check that reads its
 * failure count, verifies and then counts a failure is sound only if no other check of the same key
 * runs in between: serialising them per key keeps a burst of parallel guesses from all passing a
 * count read before any failed, while parallel right passwords all succeed (one after another).
 * Several server processes allow at most one attempt per key each at a time.
 */
export class KeyedSerial {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.#tails.get(key) ?? Promise.resolve();
    const result = before.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }
}
