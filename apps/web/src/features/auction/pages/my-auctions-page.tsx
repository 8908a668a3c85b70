import { checkAmountInput } from '@mcc/contract/amount';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../runtime/navigation';
import { usePageQuery } from '../../../runtime/page-query';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Field } from '../../../shared/ui/field';
import { ListCard } from '../../../shared/ui/infinite-list';
import { Tabs } from '../../../shared/ui/tabs';
import { useAddLot } from '../api/add-lot';
import { useHeldNfts } from '../api/get-held-nfts';
import { useMyBids } from '../api/get-my-bids';
import { useMyLots } from '../api/get-my-lots';
import { useOpenLots } from '../api/get-open-lots';
import { LotRow } from '../components/lot-row';
import '../auction.css';

type Tab = 'bidding' | 'won' | 'selling';
const DURATIONS = [1, 24, 72, 168] as const;

/** A listing's price in USDT, to the cent. */
function PriceField(field: Omit<ComponentProps<typeof AmountField>, 'asset' | 'decimals'>) {
  return <AmountField asset="USDT" decimals={2} {...field} />;
}

/** Create a listing: one of my held NFTs, start price, optional reserve, optional deposit, how long. */
function CreateLot({ preset, onDone }: { preset: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const held = useHeldNfts();
  const add = useAddLot();
  const [tokenId, setTokenId] = useState<number | null>(preset);
  const [start, setStart] = useState('');
  const [reserve, setReserve] = useState('');
  const [hours, setHours] = useState<number>(24);
  const [depositKind, setDepositKind] = useState<'none' | 'percent' | 'amount'>('none');
  const [deposit, setDeposit] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nfts = held.data?.list ?? [];
  const submit = async () => {
    if (tokenId === null) return setError(t('auction.pickNft'));
    if (checkAmountInput(start, 2) !== null || (reserve !== '' && checkAmountInput(reserve, 2) !== null))
      return setError(t('auction.badAmount'));
    if (depositKind === 'amount' && checkAmountInput(deposit, 2) !== null) return setError(t('auction.badAmount'));
    if (depositKind === 'percent' && !/^\d{1,2}(\.\d{1,2})?$/.test(deposit)) return setError(t('auction.depositPercent'));
    try {
      const lot = await add.mutateAsync({
        token_id: tokenId,
        start_price: start,
        ...(reserve ? { reserve } : {}),
        ...(depositKind === 'percent' ? { deposit_percent: deposit } : {}),
        ...(depositKind === 'amount' ? { deposit_amount: deposit } : {}),
        ends_at: Math.floor(Date.now() / 1000) + hours * 3600,
      });
      void showToast({ title: t('auction.listed'), icon: 'success' });
      onDone();
      void navigateTo({ url: `/pages/auction/lot?id=${lot.id}` });
    } catch (cause) {
      if (cause instanceof RequestError && cause.code === 0) setError(cause.message);
    }
  };
  return (
    <Card title={t('auction.createTitle')}>
      {nfts.length === 0 && !held.isPending ? (
        <EmptyState text={t('auction.noHeldNfts')} action={{ label: t('auction.myNfts'), to: '/pages/nft/nft' }} />
      ) : (
        <div className="auction-form" data-testid="create-lot">
          <div className="auction-pick">
            {nfts.map((n) => (
              <button
                key={n.id}
                type="button"
                aria-pressed={n.id === tokenId}
                onClick={() => setTokenId(n.id)}
                data-testid={`pick-${n.id}`}
              >
                <img src={n.image} alt={n.name} />
              </button>
            ))}
          </div>
          <PriceField value={start} onChange={setStart} label={t('auction.startPrice')} testId="lot-start" />
          <PriceField value={reserve} onChange={setReserve} label={t('auction.reserveOptional')} testId="lot-reserve" />
          <Field label={t('auction.deposit')}>
            <select
              value={depositKind}
              onChange={(e) => {
                setDepositKind(e.target.value as typeof depositKind);
                setDeposit('');
              }}
              data-testid="lot-deposit-kind"
            >
              <option value="none">{t('auction.depositNone')}</option>
              <option value="percent">{t('auction.depositPercentOption')}</option>
              <option value="amount">{t('auction.depositAmountOption')}</option>
            </select>
          </Field>
          {depositKind === 'percent' && (
            <Field label={t('auction.depositPercent')}>
              <input
                inputMode="decimal"
                value={deposit}
                maxLength={5}
                onChange={(e) => setDeposit(e.target.value.replace(/[^\d.]/g, ''))}
                data-testid="lot-deposit-percent"
              />
            </Field>
          )}
          {depositKind === 'amount' && (
            <PriceField
              value={deposit}
              onChange={setDeposit}
              label={t('auction.depositAmount')}
              id="lot-deposit-amount"
              testId="lot-deposit-amount"
            />
          )}
          <Field label={t('auction.duration')}>
            <select value={hours} onChange={(e) => setHours(Number(e.target.value))} data-testid="lot-duration">
              {DURATIONS.map((h) => (
                <option key={h} value={h}>
                  {h < 24 ? t('auction.hours', { count: h }) : t('auction.days', { count: h / 24 })}
                </option>
              ))}
            </select>
          </Field>
          {error && (
            <p className="sheet-error" role="alert" data-testid="lot-error">
              {error}
            </p>
          )}
          <Button variant="primary" block onClick={() => void submit()} disabled={add.isPending} data-testid="lot-create">
            {t('auction.create')}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** `/pages/auction/auction`: what I bid on (and the open lots), what I won, what I sell. */
export default function MyAuctionsPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const presetToken = Number(query.get('token_id')) > 0 ? Number(query.get('token_id')) : null;
  const initial = (['bidding', 'won', 'selling'] as const).find((k) => k === query.get('tab')) ?? 'bidding';
  const [tab, setTab] = useState<Tab>(presetToken ? 'selling' : initial);
  const [creating, setCreating] = useState(presetToken !== null);
  const bidding = useMyBids('bidding');
  const won = useMyBids('won');
  const selling = useMyLots();
  const open = useOpenLots();
  return (
    <>
      <Tabs
        tabs={[
          { key: 'bidding', label: t('auction.bidding') },
          { key: 'won', label: t('auction.won') },
          { key: 'selling', label: t('auction.selling') },
        ]}
        active={tab}
        onChange={setTab}
      />
      {tab === 'bidding' && (
        <>
          <ListCard
            title={t('auction.myBids')}
            query={bidding}
            testId="my-bids"
            itemKey={(row) => row.lot.id}
            renderItem={(row) => (
              <LotRow lot={row.lot} extra={t(`auction.standing.${row.standing}`, { amount: row.my_bid, asset: row.lot.asset })} />
            )}
            empty={{ text: t('auction.noBidsYet'), hint: t('auction.bidHint') }}
          />
          <ListCard
            title={t('auction.openLots')}
            query={open}
            testId="open-lots"
            itemKey={(lot) => lot.id}
            renderItem={(lot) => <LotRow lot={lot} />}
            empty={{ text: t('auction.none') }}
          />
        </>
      )}
      {tab === 'won' && (
        <ListCard
          query={won}
          testId="won-orders"
          itemKey={(row) => row.lot.id}
          renderItem={(row) => (
            <LotRow
              lot={row.lot}
              to={`/pages/auction/detail?id=${row.order_id}`}
              extra={t(`auction.orderStatus.${row.order_status ?? 'awaiting'}`)}
            />
          )}
          empty={{ text: t('auction.noWon') }}
        />
      )}
      {tab === 'selling' && (
        <>
          {creating ? (
            <CreateLot preset={presetToken} onDone={() => setCreating(false)} />
          ) : (
            <div className="actions">
              <Button variant="primary" block onClick={() => setCreating(true)} data-testid="start-create">
                {t('auction.createTitle')}
              </Button>
            </div>
          )}
          <ListCard
            title={t('auction.myLots')}
            query={selling}
            testId="my-lots"
            itemKey={(row) => row.lot.id}
            renderItem={(row) => (
              <LotRow
                lot={row.lot}
                to={row.order_id ? `/pages/auction/detail?id=${row.order_id}` : undefined}
                extra={row.order_status ? t(`auction.orderStatus.${row.order_status}`) : undefined}
              />
            )}
            empty={{ text: t('auction.none'), hint: t('auction.sellHint') }}
          />
        </>
      )}
    </>
  );
}
