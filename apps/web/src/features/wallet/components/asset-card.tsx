import type { AssetWallet } from '@mcc/contract/fund';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Figure, Figures } from '../../../shared/ui/figure';
import { LoadError } from '../../../shared/ui/load-error';

export function AssetMark({ asset }: { asset: string }) {
  return <span className={`asset-mark asset-mark-${asset.toLowerCase()}`}>{asset.slice(0, 1)}</span>;
}

/**
 * One asset's balances and actions. `wallet` undefined = loading (skeletons). The value in USDT is
 * shown only when the server knows a price; an asset without one shows its amounts alone.
 */
export function AssetCard({
  asset,
  wallet,
  actions,
  extra,
  testId,
}: {
  asset: string;
  wallet: AssetWallet | undefined;
  actions: { label: ReactNode; to: string; testId?: string }[];
  extra?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  // USDT's value in USDT is its total: only other assets show one.
  const priced = wallet?.value != null && asset !== 'USDT';
  return (
    <div data-testid={testId}>
      <Card
        title={
          <span className="asset-head">
            <AssetMark asset={asset} />
            {asset}
            {wallet?.price != null && asset !== 'USDT' && <span className="asset-price num">≈ {wallet.price} USDT</span>}
          </span>
        }
        extra={extra}
      >
        <Figures columns={priced ? 3 : 2}>
          <span data-testid="available">
            <Figure label={t('wallet.available')} value={wallet?.available} asset={asset} />
          </span>
          <span data-testid="locked">
            <Figure label={t('wallet.locked')} value={wallet?.locked} asset={asset} />
          </span>
          {priced && (
            <span data-testid="value">
              <Figure label={t('wallet.value')} value={wallet?.value} asset="USDT" />
            </span>
          )}
        </Figures>
        <div className="wallet-actions" style={{ '--cols': actions.length } as CSSProperties}>
          {actions.map((action) => (
            <ButtonLink key={action.to} to={action.to} small testId={action.testId}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </Card>
    </div>
  );
}

/** An asset page's card from its read: the balances (skeletons while they load), or a retry under the asset's name when the read fails. */
export function AssetWalletCard({
  query,
  ...card
}: Omit<ComponentProps<typeof AssetCard>, 'wallet'> & { query: UseQueryResult<AssetWallet> }) {
  if (query.isError) {
    return (
      <Card title={card.asset}>
        <LoadError onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return <AssetCard {...card} wallet={query.data} />;
}
