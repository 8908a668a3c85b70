import type { FundDetailItem } from '@mcc/contract/fund';
import { useTranslation } from 'react-i18next';
import { showAmount } from '../../../shared/amount-display';
import { ButtonLink } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Figure, Figures } from '../../../shared/ui/figure';
import { ListCard } from '../../../shared/ui/infinite-list';
import { LoadError } from '../../../shared/ui/load-error';
import { useCoinMixDetails } from '../api/get-details';
import { useCoinMixWallet } from '../api/get-wallet';
import { formatTime } from '../format';
import '../coinmix.css';

function DetailLine({ item }: { item: FundDetailItem }) {
  const { t } = useTranslation();
  const out = item.amount.startsWith('-');
  return (
    <div className="line" data-testid="detail-line" data-type={item.type}>
      <div className="line-main">
        <div className="cm-line-title">{item.type_text}</div>
        {item.memo && <div className="line-sub">{item.memo}</div>}
        <div className="line-sub num">{formatTime(item.created_at)}</div>
      </div>
      <div className="line-side">
        <div className={`line-amount ${out ? 'down' : 'up'}`} data-testid="detail-amount">
          {out ? showAmount(item.amount, 'USDT') : `+${showAmount(item.amount, 'USDT')}`} <span className="figure-asset">USDT</span>
        </div>
        <div className="line-sub">
          {t('wallet.balanceAfter')} {showAmount(item.balance, 'USDT')}
        </div>
      </div>
    </div>
  );
}

/** The coin-mix wallet: where redemptions land; transfer out to the USDT wallet or withdraw. */
export default function CoinMixWalletPage() {
  const { t } = useTranslation();
  const wallet = useCoinMixWallet();
  const details = useCoinMixDetails();
  const w = wallet.data;
  return (
    <>
      <Card className="hero-card">
        {wallet.isError ? (
          <LoadError onRetry={() => void wallet.refetch()} />
        ) : (
          <>
            <div data-testid="cm-wallet-available">
              <Figure big label={t('wallet.available')} value={w?.available} asset="USDT" />
            </div>
            <div style={{ marginTop: '0.75rem' }}>
              <Figures columns={2}>
                <div data-testid="cm-wallet-locked">
                  <Figure label={t('coinMix.locked')} value={w?.locked} asset="USDT" />
                </div>
                <Figure label={t('coinMix.total')} value={w?.total} asset="USDT" />
              </Figures>
            </div>
          </>
        )}
        <div className="actions">
          <ButtonLink to="/pages/coinMix/transfer" small variant="primary" testId="to-transfer">
            {t('route.coinMixTransfer')}
          </ButtonLink>
          <ButtonLink to="/pages/coinMix/withdraw" small testId="to-withdraw">
            {t('route.coinMixWithdraw')}
          </ButtonLink>
        </div>
      </Card>
      <ListCard
        title={t('wallet.details')}
        query={details}
        testId="cm-details"
        itemKey={(item) => item.id}
        renderItem={(item) => <DetailLine item={item} />}
        empty={{
          text: t('coinMix.noDetails'),
          hint: t('coinMix.noDetailsHint'),
          action: { label: t('route.coinMix'), to: '/pages/coinMix/coinMix' },
        }}
      />
    </>
  );
}
