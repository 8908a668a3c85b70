/**
 * A small deterministic generator (a linear congruential one): the same seed gives the same numbers,
 * so every fresh demo database gets the same history. `next(n)` is a whole number from 0 to n − 1.
 * Not for anything a member could gain by guessing.
 */
export function seededRandom(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}
