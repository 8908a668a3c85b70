import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyBytes, pushSupported } from './push-client';
import { watchOnline } from './pwa';

describe('the offline bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.body.replaceChildren();
    delete document.documentElement.dataset.offline;
  });

  it('shows while the server cannot be reached, marks the page, and goes when it answers again', async () => {
    vi.useFakeTimers();
    let up = false;
    const fetchMock = vi.fn(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return new Response('{"ok":true}');
    });
    vi.stubGlobal('fetch', fetchMock);
    const stop = watchOnline(window, 1000);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="offline-bar"]')).not.toBeNull());
    expect(document.documentElement.dataset.offline).toBe('1');
    expect(fetchMock).toHaveBeenCalledWith('/healthz', { cache: 'no-store' });
    // Still offline: it probes again a little later, and stays.
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('[data-testid="offline-bar"]')).toHaveLength(1);
    up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(document.querySelector('[data-testid="offline-bar"]')).toBeNull();
    expect(document.documentElement.dataset.offline).toBeUndefined();
    // Back online, no more probes until the device says it went offline.
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('offline'));
    expect(document.documentElement.dataset.offline).toBe('1');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(document.documentElement.dataset.offline).toBeUndefined());
    stop();
  });
});

describe('push in the browser', () => {
  it('turns the base64url VAPID key into the bytes the Push API takes', () => {
    const key = keyBytes('BAECAwQ');
    expect([...key]).toEqual([4, 1, 2, 3, 4]);
    expect(keyBytes('-_8').length).toBe(2);
    expect([...keyBytes('-_8')]).toEqual([251, 255]);
  });

  it('says when the browser cannot receive pushes', () => {
    // jsdom has no service worker nor Push API.
    expect(pushSupported()).toBe(false);
  });
});
