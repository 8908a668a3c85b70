import { compareDecimal } from '@mcc/contract/amount';
import type { PledgeProduct } from '@mcc/contract/pledge';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { quotaUsedPercent, ratePercent } from '../format';

/** A product on offer: term, daily rate as %, per-order range, quota bar and the subscribe button. */
export function ProductCard({ product, onSubscribe }: { product: PledgeProduct; onSubscribe: (product: PledgeProduct) => void }) {
  const { t } = useTranslation();
  const used = quotaUsedPercent(product.total_quota, product.remaining_quota);
  const closed = compareDecimal(product.can_subscribe, '0') <= 0;
  const soldOut = product.remaining_quota !== null && compareDecimal(product.remaining_quota, product.min_amount) < 0;
  return (
    <section className="card pl-product" data-testid={`product-${product.id}`}>
      <div className="pl-product-head">
        <h3 className="pl-product-name">{product.name}</h3>
        <span className={product.flexible ? 'chip' : 'chip chip-muted'}>
          {product.flexible ? t('pledge.flexible') : t('pledge.termDays', { days: product.term_days })}
        </span>
      </div>
      <div className="pl-product-body">
        <div>
          <div className="pl-rate num" data-testid="product-rate">
            {ratePercent(product.daily_rate)}
          </div>
          <div className="muted small">{t('pledge.dailyRate')}</div>
        </div>
        <div className="pl-product-range">
          <div className="num">
            {product.min_amount} – {product.max_amount}
          </div>
          <div className="muted small">
            {t('pledge.perOrder')} ({product.asset})
          </div>
        </div>
      </div>
      {used !== null ? (
        <div className="pl-quota">
          <div className="progress" aria-hidden="true">
            <span style={{ width: `${used}%` }} />
          </div>
          <div className="row muted small">
            <span>{t('pledge.quotaUsed', { percent: used })}</span>
            <span className="num">
              {t('pledge.remainingQuota')} {product.remaining_quota} {product.asset}
            </span>
          </div>
        </div>
      ) : (
        <div className="muted small pl-quota">{t('pledge.noQuota')}</div>
      )}
      {product.my_amount !== '0.00' && (
        <div className="muted small">
          {t('pledge.myAmount')} <span className="num">{product.my_amount}</span> {product.asset}
        </div>
      )}
      <Button variant="primary" block disabled={closed} onClick={() => onSubscribe(product)} data-testid={`subscribe-${product.id}`}>
        {soldOut ? t('pledge.soldOut') : closed ? t('pledge.limitReached') : t('pledge.subscribe')}
      </Button>
    </section>
  );
}
