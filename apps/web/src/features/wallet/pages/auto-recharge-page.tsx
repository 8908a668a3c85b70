import type { DepositItem, DepositNetwork } from '@mcc/contract/chain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../runtime/clipboard';
import { showToast } from '../../../runtime/toast';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ListCard } from '../../../shared/ui/infinite-list';
import { KeyValue } from '../../../shared/ui/key-value';
import { LoadError } from '../../../shared/ui/load-error';
import { useDepositNetworks, useDeposits, useDepositsLive } from '../api/auto-recharge';
import { AddressQr } from '../components/address-qr';
import { StatusBadge } from '../components/status-badge';
import { formatTime, shortText } from '../format';
import '../wallet.css';

function DepositLine({ item }: { item: DepositItem }) {
  const { t } = useTranslation();
  return (
    <div className="line" data-testid="deposit-line" data-status={item.status}>
      <div className="line-main">
        <div className="line-title">
          {item.network} <StatusBadge status={item.status === 'credited' ? 'confirmed' : item.status} text={item.status_text} />
        </div>
        <div className="line-sub num">{shortText(item.tx_hash, 10, 8)}</div>
        <div className="line-sub num">{formatTime(item.created_at)}</div>
      </div>
      <div className="line-side">
        <div className="line-amount">
          {item.amount} <span className="figure-asset">{item.asset}</span>
        </div>
        {item.status === 'confirming' && (
          <div className="line-note num" data-testid="deposit-confirmations">
            {t('autoRecharge.confirmingOf', { n: item.confirmations, required: item.required })}
          </div>
        )}
      </div>
    </div>
  );
}

function NetworkAddress({ network }: { network: DepositNetwork }) {
  const { t } = useTranslation();
  return (
    <div className="deposit" data-testid="auto-deposit">
      <span className="chip" data-testid="deposit-network">
        {network.name} · {t('autoRecharge.chainId', { id: network.chain_id })}
      </span>
      <AddressQr text={network.address} label={t('wallet.myDepositAddress')} />
      <div className="deposit-address" data-testid="deposit-address">
        {network.address}
      </div>
      <Button
        variant="ghost"
        small
        data-testid="copy-address"
        onClick={async () => {
          if (await copyText(network.address)) void showToast({ title: t('autoRecharge.copied'), icon: 'success' });
        }}
      >
        {t('wallet.copyAddress')}
      </Button>
      <div className="summary" style={{ width: '100%' }}>
        <KeyValue label={t('autoRecharge.minimum')} value={`${network.min_deposit} ${network.asset}`} valueTestId="deposit-minimum" />
        <KeyValue
          label={t('autoRecharge.confirmations')}
          value={t('autoRecharge.blocks', { n: network.confirmations })}
          valueTestId="deposit-required"
        />
      </div>
      <p className="warning" style={{ margin: 0 }}>
        {t('autoRecharge.warning', { network: network.name, asset: network.asset })} {t('autoRecharge.minimumNote')}
      </p>
    </div>
  );
}

/**
 * Automatic recharge: the member's own deposit address on each configured network (QR, copy, the
 * minimum and the confirmations needed) and the deposits seen to it, their confirmations counting up
 * live. Without a configured network it says so and points to manual recharge.
 */
export default function AutoRechargePage() {
  const { t } = useTranslation();
  const networks = useDepositNetworks();
  const deposits = useDeposits();
  useDepositsLive();
  const [selected, setSelected] = useState(0);

  if (networks.isPending) {
    return (
      <Card title={t('wallet.myDepositAddress')}>
        <div className="deposit">
          <span className="skeleton" style={{ width: '10rem', height: '10rem' }} />
          <span className="skeleton" style={{ width: '100%', height: '2.5rem' }} />
        </div>
      </Card>
    );
  }
  if (networks.isError) {
    return (
      <Card title={t('wallet.myDepositAddress')}>
        <LoadError onRetry={() => void networks.refetch()} />
      </Card>
    );
  }
  const list = networks.data.networks;
  if (list.length === 0) {
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
  const network = list[Math.min(selected, list.length - 1)]!;
  return (
    <>
      <Card title={t('wallet.myDepositAddress')}>
        {list.length > 1 && (
          <div className="chips" role="tablist" aria-label={t('autoRecharge.network')} style={{ marginBottom: '0.75rem' }}>
            {list.map((n, i) => (
              <button type="button" role="tab" key={n.id} aria-selected={i === selected} onClick={() => setSelected(i)}>
                {n.name}
              </button>
            ))}
          </div>
        )}
        <NetworkAddress network={network} />
      </Card>
      <ListCard
        title={t('autoRecharge.deposits')}
        query={deposits}
        testId="deposit-list"
        itemKey={(item) => item.id}
        renderItem={(item) => <DepositLine item={item} />}
        empty={{ text: t('autoRecharge.noDeposits'), hint: t('autoRecharge.noDepositsHint') }}
      />
    </>
  );
}
