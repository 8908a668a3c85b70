import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { KeyValue } from '../../../shared/ui/key-value';
import { PayPasswordConfirmSheet } from '../../../shared/ui/pay-confirm-sheet';
import { recordView } from '../../../shared/ui/query-view';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { useBuy } from '../api/buy';
import { useCancelListing } from '../api/cancel-listing';
import { useNftDetail } from '../api/get-nft-detail';
import { useList } from '../api/list';
import type { BuyResult, NftDetailData } from '../api/nft-keys';
import { useReprice } from '../api/reprice';
import { PriceSheet } from '../components/price-sheet';
import { TierBadge } from '../components/tier-badge';
import '../nft.css';
import { HashLine } from '../components/hash-line';
import { formatTime } from '../format';

type ProvenanceEvent = NftDetailData['provenance'][number]['event'];

function Provenance({ nft }: { nft: NftDetailData }) {
  const { t } = useTranslation();
  const who = (p: { uid: string; name: string } | null) => (p ? `${p.name} (${p.uid})` : t('nft.platform'));
  return (
    <Card title={t('nft.provenance')}>
      <ol className="nft-timeline" data-testid="provenance">
        {nft.provenance.map((p) => (
          <li key={p.id} data-testid={`provenance-${p.event}`}>
            <div className="nft-timeline-event">{t(`nft.event.${p.event as ProvenanceEvent}`)}</div>
            <div className="small muted">
              {p.event === 'bought' && t('nft.fromTo', { from: who(p.from), to: who(p.to) })}
              {(p.event === 'won' || p.event === 'synthesised') && who(p.to)}
              {p.event === 'burned' && who(p.from)}
              {p.price && ` · ${p.price} ${p.asset}`}
            </div>
            <div className="small muted">{formatTime(p.created_at)}</div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** `/pages/nft/detail?id=`: the NFT's picture, attributes, owner, provenance; buy, list, change price, cancel. */
export default function NftDetailPage() {
  const { t } = useTranslation();
  const { id, recordId: numeric } = usePageQuery();
  const detail = useNftDetail(numeric);
  const buy = useBuy();
  const list = useList();
  const reprice = useReprice();
  const cancel = useCancelListing();
  const [sheet, setSheet] = useState<'list' | 'reprice' | 'buy' | null>(null);
  const [bought, setBought] = useState<BuyResult | null>(null);

  const shown = recordView(numeric, detail, {
    notFound: {
      text: t('nft.notFound', { id: id ?? '' }),
      hint: t('nft.notFoundHint'),
      action: { label: t('nft.backToMarket'), to: '/pages/nft/nft' },
    },
    skeletonRows: 5,
  });
  if (!shown.ready) return shown.view;
  const nft = shown.data;

  if (bought) {
    return (
      <ResultPanel
        title={t('nft.boughtTitle', { name: nft.name })}
        amount={{ value: bought.price, asset: bought.asset }}
        note={<img className="nft-result-image" src={nft.image} alt="" />}
        rows={[
          { label: t('nft.nft'), value: `${nft.name} #${nft.serial}` },
          { label: t('nft.record'), value: `#${bought.entry_id}`, testId: 'result-entry' },
        ]}
        primary={{ label: t('nft.viewMine'), to: '/pages/nft/nft?tab=mine' }}
        secondary={{ label: t('nft.backToNft'), onClick: () => setBought(null) }}
      />
    );
  }

  const askCancel = () => {
    if (!nft.listing) return;
    const listingId = nft.listing.id;
    void Dialog.confirm({
      title: t('nft.cancelTitle'),
      content: t('nft.cancelText'),
      confirmText: t('nft.cancelListing'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await cancel.mutateAsync({ listing_id: listingId });
          void showToast({ title: t('nft.cancelled'), icon: 'success' });
        } catch (cause) {
          if (cause instanceof RequestError && cause.code === 0) void showToast({ title: cause.message });
        }
      },
    });
  };

  const listing = nft.listing;
  const auctionLot = nft.state === 'locked' && nft.locked_by?.startsWith('auction:') ? nft.locked_by.slice('auction:'.length) : null;
  return (
    <>
      <img className="nft-hero" src={nft.image} alt={nft.name} data-testid="nft-image" />
      <Card>
        <h1 className="nft-title" data-testid="nft-name">
          {nft.name} <TierBadge tier={nft.tier} />
        </h1>
        <div className="muted small">
          {nft.collection.name} · #{nft.serial}/{nft.supply}
        </div>
        {nft.description && <p className="small">{nft.description}</p>}
        {listing && <KeyValue label={t('nft.price')} value={`${listing.price} ${listing.asset}`} strong valueTestId="listing-price" />}
        {nft.state === 'burned' && <p className="nft-warning">{t('nft.burnedNote')}</p>}
        {nft.state === 'locked' && <p className="nft-warning">{t('nft.lockedNote', { by: nft.locked_by ?? '' })}</p>}
        <div className="actions" data-testid="nft-actions">
          {listing && !nft.is_mine && (
            <Button variant="primary" onClick={() => setSheet('buy')} data-testid="buy">
              {t('nft.buyFor', { price: listing.price, asset: listing.asset })}
            </Button>
          )}
          {listing && nft.is_mine && (
            <>
              <Button variant="primary" onClick={() => setSheet('reprice')} data-testid="reprice">
                {t('nft.changePrice')}
              </Button>
              <Button onClick={askCancel} data-testid="cancel-listing">
                {t('nft.cancelListing')}
              </Button>
            </>
          )}
          {nft.is_mine && nft.state === 'held' && (
            <>
              <Button variant="primary" onClick={() => setSheet('list')} data-testid="list">
                {t('nft.listForSale')}
              </Button>
              {/* An auction locks a held NFT (state `locked`, locked_by `auction:<id>`) while its lot is open. */}
              <ButtonLink to={`/pages/auction/auction?tab=selling&token_id=${nft.id}`} testId="start-auction">
                {t('nft.startAuction')}
              </ButtonLink>
            </>
          )}
          {auctionLot !== null && (
            <ButtonLink variant="primary" to={`/pages/auction/lot?id=${auctionLot}`} testId="view-auction">
              {t('nft.viewAuction')}
            </ButtonLink>
          )}
        </div>
      </Card>
      <Card title={t('nft.attributes')}>
        <KeyValue label={t('nft.collection')} value={nft.collection.name} />
        <KeyValue label={t('nft.rarity')} value={<TierBadge tier={nft.tier} />} />
        <KeyValue label={t('nft.nftId')} value={`#${nft.id}`} valueTestId="nft-id" />
        <KeyValue label={t('nft.serial')} value={`${nft.serial} / ${nft.supply}`} />
        <KeyValue
          label={t('nft.owner')}
          value={nft.owner ? `${nft.owner.name} (${nft.owner.uid})` : t('nft.platform')}
          valueTestId="nft-owner"
        />
        <KeyValue label={t('nft.state')} value={t(`nft.states.${nft.state}`)} valueTestId="nft-state" />
        <KeyValue label={t('nft.royaltyLabel')} value={`${nft.collection.royalty_percent}%`} />
        {nft.attributes.map((a) => (
          <KeyValue key={a.name} label={a.name} value={a.value} />
        ))}
        <HashLine label={t('nft.imageHash')} value={nft.image_hash} testId="image-hash" />
      </Card>
      <Provenance nft={nft} />

      {listing && (
        <PayPasswordConfirmSheet
          visible={sheet === 'buy'}
          title={t('nft.confirmBuy')}
          amount={{ value: listing.price, asset: listing.asset }}
          rows={[
            { label: t('nft.nft'), value: `${nft.name} #${nft.serial}` },
            { label: t('nft.seller'), value: listing.seller ? `${listing.seller.name} (${listing.seller.uid})` : t('nft.platform') },
            { label: t('nft.youPay'), value: `${listing.price} ${listing.asset}`, strong: true },
          ]}
          note={t('nft.buyNote')}
          onConfirm={async (paypwd) => {
            const result = await buy.mutateAsync({ listing_id: listing.id, paypwd });
            setSheet(null);
            setBought(result);
          }}
          onClose={() => setSheet(null)}
        />
      )}
      <PriceSheet
        key={sheet ?? 'none'}
        nft={nft}
        visible={sheet === 'list' || sheet === 'reprice'}
        initial={sheet === 'reprice' && listing ? listing.price : ''}
        onClose={() => setSheet(null)}
        onSubmit={async (price) => {
          if (sheet === 'reprice' && listing) await reprice.mutateAsync({ listing_id: listing.id, price });
          else await list.mutateAsync({ token_id: nft.id, price });
          setSheet(null);
          void showToast({ title: t(sheet === 'reprice' ? 'nft.priceSaved' : 'nft.listed'), icon: 'success' });
        }}
      />
    </>
  );
}
