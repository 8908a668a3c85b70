import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Tabs } from '../../../shared/ui/tabs';

type Tab = 'running' | 'matured' | 'redeemed';

export default function PledgeOrdersPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('running');
  return (
    <>
      <Tabs
        tabs={[
          { key: 'running', label: t('pledge.running') },
          { key: 'matured', label: t('pledge.matured') },
          { key: 'redeemed', label: t('pledge.redeemed') },
        ]}
        active={tab}
        onChange={setTab}
      />
      <Card>
        <EmptyState text={t('pledge.noOrders')} hint={t('pledge.noOrdersHint')} action={{ label: t('pledge.browseProducts'), to: '/' }} />
      </Card>
    </>
  );
}
