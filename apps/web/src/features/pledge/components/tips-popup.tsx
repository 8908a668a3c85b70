import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import type { OrderTip } from '../api/order-tips';
import { formatTime } from '../format';

/** The tips dialog's sheet: the unread tips and the button that closes it. */
export default function TipsPopup({
  visible,
  tips,
  unread,
  onClose,
}: {
  visible: boolean;
  tips: readonly OrderTip[];
  unread: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} position="bottom" onMaskClick={onClose} bodyStyle={sheetBodyStyle('70vh')}>
      <div className="sheet" data-testid="tips-dialog">
        <h3 className="sheet-title">
          {t('home.tipsTitle')} <span className="chip">{unread}</span>
        </h3>
        <div className="pl-tips">
          {tips.map((tip) => (
            <div className="pl-tip" key={tip.id} data-testid="tip">
              <div className="row">
                <b>{tip.title}</b>
                <span className="muted small num">{formatTime(tip.created_at)}</span>
              </div>
              <div className="muted small">{tip.text}</div>
            </div>
          ))}
        </div>
        <Button variant="primary" block onClick={onClose} data-testid="tips-ok">
          {t('home.tipsOk')}
        </Button>
      </div>
    </Popup>
  );
}
