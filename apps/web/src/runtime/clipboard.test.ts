import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';
import { setToastView, type ToastViewOptions } from './toast';

describe('copy to clipboard', () => {
  let shown: ToastViewOptions[];
  beforeEach(() => {
    shown = [];
    setToastView({ show: (o) => shown.push(o), clear: () => {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says 复制成功 when the clipboard takes the text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('100001')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('100001');
    await vi.waitFor(() => expect(shown[0]).toMatchObject({ content: '复制成功' }));
  });

  it('says 不支持复制 when neither the clipboard nor the selection fallback works', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    document.execCommand = vi.fn().mockReturnValue(false);
    await expect(copyText('x')).resolves.toBe(false);
    await vi.waitFor(() => expect(shown[0]).toMatchObject({ content: '不支持复制' }));
  });

  it('falls back to the selection copy', async () => {
    vi.stubGlobal('navigator', {});
    document.execCommand = vi.fn().mockReturnValue(true);
    await expect(copyText('y')).resolves.toBe(true);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });
});
