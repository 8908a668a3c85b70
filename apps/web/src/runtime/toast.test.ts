import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentOverlay, hideLoading, hideToast, setToastView, showLoading, showToast, type ToastView } from './toast';

function fakeView() {
  const calls: string[] = [];
  const view: ToastView = {
    show: (o) => calls.push(`show ${o.icon} ${o.content} ${o.duration}`),
    clear: () => calls.push('clear'),
  };
  return { view, calls };
}

describe('paired toast and loading', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    warn.mockRestore();
  });

  it('shows a toast for 1500 ms by default', async () => {
    const { view, calls } = fakeView();
    setToastView(view);
    await showToast({ title: 'hello' });
    expect(calls).toEqual(['show none hello 1500']);
    expect(currentOverlay()).toBe('toast');
    vi.advanceTimersByTime(1500);
    expect(currentOverlay()).toBeNull();
  });

  it('hides loading with hideLoading', async () => {
    const { view, calls } = fakeView();
    setToastView(view);
    await showLoading({ title: '加载中' });
    await hideLoading();
    expect(calls).toEqual(['show loading 加载中 0', 'clear']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a hideToast while loading only warns and leaves the loading shown', async () => {
    const { view, calls } = fakeView();
    setToastView(view);
    await showLoading({ title: '提交数据' });
    await hideToast();
    expect(warn).toHaveBeenCalledWith('showToast 与 hideToast 必须配对使用');
    expect(calls).toEqual(['show loading 提交数据 0']);
    expect(currentOverlay()).toBe('loading');
  });

  it('a hideLoading after a toast replaced the loading only warns', async () => {
    const { view, calls } = fakeView();
    setToastView(view);
    await showLoading({ title: '加载中' });
    await showToast({ title: '数据请求错误!', duration: 1000 });
    await hideLoading();
    expect(warn).toHaveBeenCalledWith('showLoading 与 hideLoading 必须配对使用');
    expect(calls.at(-1)).toBe('show none 数据请求错误! 1000');
    expect(currentOverlay()).toBe('toast');
  });

  it('a hide with nothing shown only warns', async () => {
    const { view, calls } = fakeView();
    setToastView(view);
    await hideLoading();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });
});
