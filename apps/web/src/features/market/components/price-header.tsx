import { truncateDecimal } from '@mcc/contract/amount';
import type { MarketPrice } from '@mcc/contract/market';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { Figure, Figures } from '../../../shared/ui/figure';
import { LoadError } from '../../../shared/ui/load-error';
import { signedPercent, tone } from '../format';

/** The price now with its 24 h change in colour, high, low and USDT volume; says when trading is paused or not open. */
export function PriceHeader({ price, failed, onRetry }: { price: MarketPrice | undefined; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed && !price) {
    return (
      <Card className="hero-card">
        <LoadError onRetry={onRetry} />
      </Card>
    );
  }
  const change = price?.change_24h;
  return (
    <Card className="hero-card mk-hero">
      <div className="mk-pair muted small">{t('market.pair')}</div>
      <div className="mk-price-row">
        <span data-testid="market-price">
          <Figure big label={t('market.price')} value={price ? price.price : undefined} asset="USDT" price />
        </span>
        {change !== undefined && (
          <span className={`mk-change mk-${tone(change)}`} data-testid="market-change" data-tone={tone(change)}>
            {signedPercent(change)}
          </span>
        )}
      </div>
      <Figures columns={3}>
        <Figure label={t('market.high')} value={price?.high_24h} />
        <Figure label={t('market.low')} value={price?.low_24h} />
        <span data-testid="market-volume">
          <Figure label={t('market.volume')} value={price ? truncateDecimal(price.volume_24h, 2) : undefined} />
        </span>
      </Figures>
      {price?.paused && (
        <div className="banner mk-banner" data-testid="market-paused">
          {t('market.paused')}
        </div>
      )}
      {price && !price.open && (
        <div className="banner mk-banner" data-testid="market-not-open">
          {t('market.notOpen')}
        </div>
      )}
    </Card>
  );
}
