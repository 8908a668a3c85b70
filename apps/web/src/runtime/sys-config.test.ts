import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStorageSync } from './storage';
import { fetchSysConfigOnEveryShow } from './sys-config';
import { setToastView } from './toast';

const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code ? '' : 'no', time: 1, data }), { status: 200 });

describe('sysConfig on every app show', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    setToastView({ show: () => {}, clear: () => {} });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches silently at start and on each return to a visible tab, keeping what code 1 brought', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1, { site_name: 'MCC', version: '1.0.1' }));
    const stop = fetchSysConfigOnEveryShow();
    await vi.waitFor(() => expect(getStorageSync('sysConfig')).toEqual({ site_name: 'MCC', version: '1.0.1' }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/common/sysConfig');

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(envelope(0, null));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 0));
    // a refusal keeps the last good config
    expect(getStorageSync('sysConfig')).toEqual({ site_name: 'MCC', version: '1.0.1' });
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
