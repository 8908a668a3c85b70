import type { FundDetailItem } from '@mcc/contract/fund';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { useDetails } from '../api/get-details';
import type { WalletAsset } from '../api/wallet-keys';
import { amountTone, formatTime, signedAmount } from '../format';

function DetailLine({ item, asset }: { item: FundDetailItem; asset: string }) {
  const { t } = useTranslation();
  return (
    <div className="line" data-testid="detail-line" data-type={item.type}>
      <div className="line-main">
        <div className="line-title">{item.type_text}</div>
        {item.memo && <div className="line-sub">{item.memo}</div>}
        <div className="line-sub num">{formatTime(item.created_at)}</div>
      </div>
      <div className="line-side">
        <div className={`line-amount ${amountTone(item.amount)}`} data-testid="detail-amount">
          {signedAmount(item.amount)} <span className="figure-asset">{asset}</span>
        </div>
        <div className="line-note">
          {t('wallet.balanceAfter')} {item.balance}
        </div>
      </div>
    </div>
  );
}

/** An asset's details, newest first, filtered by type, loading more as it scrolls. */
export function DetailsList({ asset, emptyAction }: { asset: WalletAsset; emptyAction: { label: string; to: string } }) {
  const { t } = useTranslation();
  const [type, setType] = useState('');
  const query = useDetails(asset, type);
  // The filter keeps the types it knows while another filter's first page loads.
  const [types, setTypes] = useState<{ type: string; text: string }[]>([]);
  const loadedTypes = query.data?.pages[0]?.types;
  useEffect(() => {
    if (loadedTypes) setTypes(loadedTypes);
  }, [loadedTypes]);

  return (
    <Card title={t('wallet.details')}>
      {types.length > 0 && (
        <div className="type-filter" role="toolbar" aria-label={t('wallet.filterByType')} data-testid="type-filter">
          {[{ type: '', text: t('common.all') }, ...types].map((option) => (
            <button key={option.type || 'all'} type="button" aria-pressed={option.type === type} onClick={() => setType(option.type)}>
              {option.text}
            </button>
          ))}
        </div>
      )}
      <InfiniteList
        query={query}
        testId="details-list"
        itemKey={(item) => item.id}
        renderItem={(item) => <DetailLine item={item} asset={asset} />}
        empty={
          type ? (
            <EmptyState text={t('wallet.noDetailsOfType')} />
          ) : (
            <EmptyState text={t('wallet.noDetails')} hint={t('wallet.noDetailsHint')} action={emptyAction} />
          )
        }
      />
    </Card>
  );
}
