import { lazy, Suspense, useEffect, useState } from 'react';
import { OpenAfterMount } from '../../../shared/ui/open-after-mount';
import { useOrderTips, useReadTips } from '../api/order-tips';

// The popup (antd-mobile and its animation library) is fetched only when there is a tip to show.
const TipsPopup = lazy(() => import('./tips-popup'));

/**
 * Unread order tips shown once as a dialog on the home page; closing it marks them read, so the
 * next visit shows only what happened since. `suppressed` holds it back while another sheet is open.
 */
export function TipsDialog({ suppressed = false }: { suppressed?: boolean }) {
  const tips = useOrderTips();
  const read = useReadTips();
  const [dismissed, setDismissed] = useState(false);
  // Mounted from the first time it shows, so closing it still animates.
  const [shown, setShown] = useState(false);
  const list = tips.data?.list ?? [];
  // Never over another sheet (a subscription in progress): it waits until that one closes.
  const visible = !suppressed && !dismissed && list.length > 0;

  // A new unread tip after the dialog was closed (a subscription just now) shows it again.
  const newest = list[0]?.id;
  useEffect(() => {
    if (newest !== undefined) setDismissed(false);
  }, [newest]);

  const close = () => {
    setDismissed(true);
    read.mutate({ all: true });
  };

  if (visible && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <OpenAfterMount>
        {(mounted) => <TipsPopup visible={mounted && visible} tips={list} unread={tips.data?.unread ?? 0} onClose={close} />}
      </OpenAfterMount>
    </Suspense>
  );
}
