import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Field } from '../../../shared/ui/field';
import { Figure, Figures } from '../../../shared/ui/figure';
import { KeyValue } from '../../../shared/ui/key-value';
import { Tabs } from '../../../shared/ui/tabs';

const INTERVALS = ['1m', '15m', '1h', '1d'] as const;

export default function MarketPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const [side, setSide] = useState<'buy' | 'sell'>(query.get('side') === 'sell' ? 'sell' : 'buy');
  const [interval, setInterval] = useState<(typeof INTERVALS)[number]>('15m');
  return (
    <>
      <Card className="hero-card">
        <Figure big label={t('market.price')} value={null} asset="USDT" />
        <div style={{ marginTop: '0.75rem' }}>
          <Figures columns={4}>
            <Figure label={t('market.change')} value={null} />
            <Figure label={t('market.high')} value={null} />
            <Figure label={t('market.low')} value={null} />
            <Figure label={t('market.volume')} value={null} />
          </Figures>
        </div>
      </Card>
      <Card>
        <Tabs tabs={INTERVALS.map((key) => ({ key, label: key }))} active={interval} onChange={setInterval} />
        <div className="chart-placeholder">{t('market.noCandles')}</div>
      </Card>
      <Card>
        <Tabs
          tabs={[
            { key: 'buy', label: t('market.buy') },
            { key: 'sell', label: t('market.sell') },
          ]}
          active={side}
          onChange={setSide}
        />
        <div className="form">
          <Field label={`${t('market.amount')} (${side === 'buy' ? 'USDT' : 'MCC'})`}>
            <input disabled inputMode="decimal" placeholder="0.00" />
          </Field>
          {[t('market.quote'), t('market.impact'), t('market.fee'), t('market.slippage')].map((key) => (
            <KeyValue key={key} label={key} value="--" />
          ))}
          <Button variant="primary" block disabled>
            {t(side === 'buy' ? 'market.buy' : 'market.sell')} MCC
          </Button>
          <p className="muted small">{t('common.comingSoon')}</p>
        </div>
      </Card>
      <Card title={t('market.recentTrades')}>
        <EmptyState text={t('market.noTrades')} />
      </Card>
      <Card title={t('market.myTrades')}>
        <EmptyState text={t('market.noMyTrades')} />
      </Card>
    </>
  );
}
