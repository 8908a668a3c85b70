import { useTranslation } from 'react-i18next';
import { formatTime } from '../format-time';
import './money.css';

/** Withdrawals and transfers are paused until `until` (Unix seconds) after a security change: said before the member types. */
export function SecurityHoldBanner({ until }: { until: number }) {
  const { t } = useTranslation();
  return (
    <div className="paypwd-banner security-hold" role="status" data-testid="security-hold">
      <span>
        <strong>{t('security.holdTitle')}</strong>
        <br />
        {t('security.holdText', { time: formatTime(until) })}
      </span>
    </div>
  );
}
