import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNavigator, configureRoutes } from './navigation';
import { CODE_ABORT, CODE_TIMEOUT, CODE_UPLOAD_NETWORK, RequestError, request, uploadFile } from './request';
import { getToken, setToken } from './session';
import { setToastView, showToast, type ToastViewOptions } from './toast';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ code: 1, msg: '', time: 1, data });

/** A fetch that never answers but honours its abort signal, like a stalled network. */
const stalledFetch = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('request layer', () => {
  let shown: (ToastViewOptions | 'clear')[];
  let fetchMock: ReturnType<typeof vi.fn>;
  let navigations: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    setToastView({ show: (o) => shown.push(o), clear: () => shown.push('clear') });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    navigations = [];
    configureRoutes({ isPage: () => true, tabBar: [] });
    bindNavigator({ go: (url) => void navigations.push(url), back: () => {}, depth: () => 0, currentPath: () => '/' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    bindNavigator(null);
  });

  it('sends the token and language, returns data, and hides 加载中 200 ms after', async () => {
    setToken('tok-1');
    fetchMock.mockResolvedValue(ok({ a: 1 }));
    const result = request<{ a: number }>({ url: '/api/user/index', data: { page: 2 } });
    await expect(result).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/index?page=2');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ token: 'tok-1', lang: 'zh-Hans' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([expect.objectContaining({ content: '加载中', icon: 'loading' })]);
    await vi.advanceTimersByTimeAsync(199);
    expect(shown).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.at(-1)).toBe('clear');
  });

  it('leaves a toast shown right after the answer alone, with no unpaired-loading warning', async () => {
    fetchMock.mockResolvedValue(ok(null));
    await request({ url: '/api/user/setPayPwd', method: 'POST', data: {} });
    await showToast({ title: '保存成功', icon: 'success' });
    await vi.advanceTimersByTimeAsync(500);
    expect(shown.at(-1)).toMatchObject({ content: '保存成功' });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('shows 提交数据 for a POST with a JSON body', async () => {
    fetchMock.mockResolvedValue(ok(null));
    await request({ url: '/api/user/login', method: 'POST', data: { account: 'a' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe('{"account":"a"}');
    expect(init.headers['Content-Type']).toBe('application/json');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown[0]).toMatchObject({ content: '提交数据' });
  });

  it('shows no loading for a silent call', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await request({ url: '/api/common/sysConfig', silent: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(shown).toEqual([]);
  });

  it('shows the msg of a code 0 body and rejects with it and its field', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: '密码错误', time: 1, data: { field: 'password' } }));
    const error = await request({ url: '/api/user/login', method: 'POST', data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: 0, message: '密码错误', field: 'password' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.at(-1)).toMatchObject({ content: '密码错误', duration: 1500 });
  });

  it('shows 数据请求错误! for 1 s on GET and 0.5 s on POST for other statuses', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(request({ url: '/api/x' })).rejects.toMatchObject({ code: 500, message: '数据请求错误!' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.at(-1)).toMatchObject({ content: '数据请求错误!', duration: 1000 });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(request({ url: '/api/x', method: 'POST' })).rejects.toMatchObject({ code: 404 });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.at(-1)).toMatchObject({ content: '数据请求错误!', duration: 500 });
  });

  it('on 401 clears the token and goes to the auto-login page with the way back', async () => {
    setToken('old');
    window.history.replaceState(null, '', '/pages/wallet/wallet?x=1');
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'login', time: 1, data: null }, 401));
    await expect(request({ url: '/api/user/index' })).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBe('');
    await vi.advanceTimersByTimeAsync(0);
    expect(navigations).toEqual([`/pages/login/autoLogin?redirect=${encodeURIComponent('/pages/wallet/wallet?x=1')}`]);
    window.history.replaceState(null, '', '/');
  });

  it('times out after 60 s with code 5 timeout', async () => {
    fetchMock.mockImplementation(stalledFetch);
    const result = request({ url: '/api/slow' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toMatchObject({ code: CODE_TIMEOUT, message: 'timeout' });
    expect(shown.at(-1)).toBe('clear');
  });

  it('answers an abort with 600003 abort', async () => {
    fetchMock.mockImplementation(stalledFetch);
    const controller = new AbortController();
    const result = request({ url: '/api/slow', signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await result).toMatchObject({ code: CODE_ABORT, message: 'abort' });
  });

  it('only logs a network error (code 5) and clears the loading', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request({ url: '/api/x' })).rejects.toMatchObject({ code: 5 });
    await vi.advanceTimersByTimeAsync(0);
    expect(console.error).toHaveBeenCalled();
    expect(shown.filter((s) => s !== 'clear' && s.icon !== 'loading')).toEqual([]);
    expect(shown.at(-1)).toBe('clear');
  });

  it('uploads multipart and answers a network error with 602001', async () => {
    fetchMock.mockResolvedValueOnce(ok({ url: '/uploads/a.png', fullurl: 'http://x/uploads/a.png' }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await expect(uploadFile({ file, fileName: 'a.png' })).resolves.toEqual({ url: '/uploads/a.png', fullurl: 'http://x/uploads/a.png' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/common/upload');
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(uploadFile({ file })).rejects.toMatchObject({ code: CODE_UPLOAD_NETWORK });
  });

  it('answers an unreadable file with file error', async () => {
    const broken = { arrayBuffer: () => Promise.reject(new Error('NotReadableError')), type: 'image/png' } as unknown as Blob;
    await expect(uploadFile({ file: broken })).rejects.toMatchObject({ message: 'file error' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
