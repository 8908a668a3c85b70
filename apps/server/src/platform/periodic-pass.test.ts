import { describe, expect, it } from 'vitest';
import { PeriodicPass } from './periodic-pass';

describe('a periodic pass', () => {
  it('never runs twice at once in a process, and hands a failure to onError', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const errors: unknown[] = [];
    const pass = new PeriodicPass(
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('push service down'));
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      (error) => errors.push(error),
    );
    const first = pass.tick();
    await pass.tick();
    expect(runs).toBe(1);
    release();
    await first;
    await pass.tick();
    expect(runs).toBe(2);
    expect(String(errors[0])).toContain('push service down');
    await pass.stop();
  });
});
