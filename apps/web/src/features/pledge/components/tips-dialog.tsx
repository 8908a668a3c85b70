import { Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import { useOrderTips, useReadTips } from '../api/order-tips';
import { formatTime } from '../format';

/**
 * Unread order tips shown once as a dialog on the home page; closing it marks them read, so the
 * next visit shows only what happened since. `suppressed` holds it back while another sheet is open.
 */
export function TipsDialog({ suppressed = false }: { suppressed?: boolean }) {
  const { t } = useTranslation();
  const tips = useOrderTips();
  const read = useReadTips();
  const [dismissed, setDismissed] = useState(false);
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

  return (
    <Popup visible={visible} position="bottom" onMaskClick={close} bodyStyle={sheetBodyStyle('70vh')}>
      <div className="sheet" data-testid="tips-dialog">
        <h3 className="sheet-title">
          {t('home.tipsTitle')} <span className="chip">{tips.data?.unread ?? 0}</span>
        </h3>
        <div className="pl-tips">
          {list.map((tip) => (
            <div className="pl-tip" key={tip.id} data-testid="tip">
              <div className="row">
                <b>{tip.title}</b>
                <span className="muted small num">{formatTime(tip.created_at)}</span>
              </div>
              <div className="muted small">{tip.text}</div>
            </div>
          ))}
        </div>
        <Button variant="primary" block onClick={close} data-testid="tips-ok">
          {t('home.tipsOk')}
        </Button>
      </div>
    </Popup>
  );
}
