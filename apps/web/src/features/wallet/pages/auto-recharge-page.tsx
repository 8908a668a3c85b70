import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import '../wallet.css';

/**
 * Automatic recharge needs a personal deposit address watched on chain; the server does not hand
 * one out yet, so the page says so and sends the member to manual recharge. No address is made up.
 */
export default function AutoRechargePage() {
  const { t } = useTranslation();
  return (
    <Card title={t('wallet.myDepositAddress')}>
      <div data-testid="auto-recharge-unavailable">
        <EmptyState
          text={t('wallet.autoRechargeUnavailable')}
          hint={t('wallet.autoRechargeUnavailableHint')}
          action={{ label: t('wallet.toManualRecharge'), to: '/pages/usdt/recharge' }}
        />
      </div>
    </Card>
  );
}
