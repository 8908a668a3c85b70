import { describe, expect, it } from 'vitest';
import { expectLiveWindows } from '../../../test/limit-stores';
import { secondsLeft, stepWindow } from './limit-store';
import { MemoryLimitStore } from './memory-limit-store';

describe('stepWindow', () => {
  it('opens a window at the first event and counts up to max', () => {
    const first = stepWindow(undefined, { windowMs: 1000, max: 2 }, 5000);
    expect(first).toEqual({ next: { count: 1, resetAt: 6000 }, allowed: true });
    const second = stepWindow(first.next, { windowMs: 1000, max: 2 }, 5500);
    expect(second).toEqual({ next: { count: 2, resetAt: 6000 }, allowed: true });
    const third = stepWindow(second.next, { windowMs: 1000, max: 2 }, 5999);
    expect(third).toEqual({ next: { count: 2, resetAt: 6000 }, allowed: false });
    expect(stepWindow(third.next, { windowMs: 1000, max: 2 }, 6000)).toEqual({ next: { count: 1, resetAt: 7000 }, allowed: true });
  });

  it('never refuses with an infinite max', () => {
    let state = stepWindow(undefined, { windowMs: 1000, max: Number.POSITIVE_INFINITY }, 0).next;
    for (let i = 0; i < 100; i++) state = stepWindow(state, { windowMs: 1000, max: Number.POSITIVE_INFINITY }, 1).next;
    expect(state.count).toBe(101);
  });

  it('rounds the time left up to whole seconds, at least one', () => {
    expect(secondsLeft({ count: 1, resetAt: 60_000 }, 20_001)).toBe(40);
    expect(secondsLeft({ count: 1, resetAt: 60_000 }, 60_000)).toBe(1);
  });
});

describe('MemoryLimitStore', () => {
  it('takes, peeks, gives back and clears', async () => {
    const store = new MemoryLimitStore();
    const rule = { windowMs: 60_000, max: 2 };
    expect(await store.take('k', rule, 0)).toEqual({ allowed: true, count: 1, resetAt: 60_000 });
    expect(await store.take('k', rule, 10)).toMatchObject({ allowed: true, count: 2 });
    expect(await store.take('k', rule, 20)).toMatchObject({ allowed: false, count: 2 });
    expect(await store.peek('k', 30)).toEqual({ count: 2, resetAt: 60_000 });
    await store.giveBack('k', 40);
    expect(await store.take('k', rule, 50)).toMatchObject({ allowed: true, count: 2 });
    expect(await store.peek('k', 60_000)).toEqual({ count: 0, resetAt: 60_000 });
    await store.clear('k');
    expect(await store.peek('k', 1)).toEqual({ count: 0, resetAt: 1 });
    await store.giveBack('nothing', 1);
    expect(await store.peek('nothing', 1)).toMatchObject({ count: 0 });
  });

  it('lists the live windows under a prefix', async () => {
    await expectLiveWindows(new MemoryLimitStore(), 'login-pair:a:', ['1.1.1.1', '2.2.2.2'], 'login-pair:b:1.1.1.1');
  });
});
