// The ES build, as the app bundles it: the hook is set on the module its Dialog reads.
import Dialog from 'antd-mobile/es/components/dialog';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpOverlayRender } from './overlay-render';

describe('overlay render hook', () => {
  it('lets a confirm dialog be the first overlay a page shows', async () => {
    setUpOverlayRender();
    await act(async () => {
      void Dialog.confirm({ title: 'Redeem?', content: 'Redeem 100 USDT', confirmText: 'Redeem', cancelText: 'Cancel' });
    });
    expect(document.body.textContent).toContain('Redeem 100 USDT');
    await act(async () => Dialog.clear());
  });
});
