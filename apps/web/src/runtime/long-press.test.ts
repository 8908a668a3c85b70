import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LongPressTracker } from './long-press';

/** A tracker and the spy its long press calls. */
function tracked() {
  const fired = vi.fn();
  return { fired, press: new LongPressTracker(fired) };
}

describe('long press', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires at 350 ms', () => {
    const { fired, press } = tracked();
    press.start(10, 10);
    vi.advanceTimersByTime(349);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('tolerates 10 px of movement and cancels beyond', () => {
    const { fired, press } = tracked();
    press.start(0, 0);
    press.move(6, 8);
    vi.advanceTimersByTime(350);
    expect(fired).toHaveBeenCalledTimes(1);
    press.start(0, 0);
    press.move(8, 7);
    vi.advanceTimersByTime(350);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by a release', () => {
    const { fired, press } = tracked();
    press.start(0, 0);
    vi.advanceTimersByTime(200);
    press.cancel();
    vi.advanceTimersByTime(500);
    expect(fired).not.toHaveBeenCalled();
  });
});
