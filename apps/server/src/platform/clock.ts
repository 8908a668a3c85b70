/** The source of "now" for everything that depends on time, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move; for tests and the jobs command. */
export class ManualClock implements Clock {
  #ms: number;
  constructor(start: Date | string) {
    this.#ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(to: Date | string): void {
    this.#ms = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}

export const nowMs = (clock: Clock): bigint => BigInt(clock.now().getTime());
export const nowUnixSeconds = (clock: Clock): number => Math.floor(clock.now().getTime() / 1000);

/** A time in Unix milliseconds as the API sends times: whole Unix seconds (null stays null). */
export function unixSeconds(ms: bigint): number;
export function unixSeconds(ms: bigint | null): number | null;
export function unixSeconds(ms: bigint | null): number | null {
  return ms === null ? null : Number(ms / 1000n);
}
