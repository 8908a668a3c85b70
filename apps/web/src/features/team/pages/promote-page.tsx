import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';

export default function PromotePage() {
  const { t } = useTranslation();
  return (
    <>
      <Card title={t('team.myInvite')}>
        <div className="kv">
          <span className="kv-key">{t('team.inviteCode')}</span>
          <span className="kv-value">--</span>
        </div>
        <div className="kv">
          <span className="kv-key">{t('team.inviteLink')}</span>
          <span className="kv-value">--</span>
        </div>
        <div className="chart-placeholder" style={{ height: '10rem', marginTop: '0.75rem' }}>
          {t('team.qrSoon')}
        </div>
        <div className="actions">
          <button type="button" className="btn btn-small" disabled>
            {t('team.copyLink')}
          </button>
          <button type="button" className="btn btn-small" disabled>
            {t('team.savePoster')}
          </button>
        </div>
      </Card>
      <Card title={t('team.howRewards')}>
        <p className="muted small">{t('team.howRewardsText')}</p>
      </Card>
    </>
  );
}
