import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { Figure, Figures } from '../../../shared/ui/figure';
import { PageLink } from '../../../shared/ui/page-link';

/** One asset's balances and actions; figures stay "--" until the wallet API answers. */
export function AssetCard({
  asset,
  title,
  actions,
  extra,
}: {
  asset: string;
  title: ReactNode;
  actions: { label: ReactNode; to: string }[];
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={title} extra={extra}>
      <Figures>
        <Figure label={t('wallet.available')} value={null} asset={asset} />
        <Figure label={t('wallet.locked')} value={null} asset={asset} />
        <Figure label={t('wallet.value')} value={null} asset="USDT" />
      </Figures>
      <div className="actions">
        {actions.map((action) => (
          <PageLink key={action.to} to={action.to} className="btn btn-small">
            {action.label}
          </PageLink>
        ))}
      </div>
    </Card>
  );
}
