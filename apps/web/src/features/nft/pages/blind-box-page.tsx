import { ppmPercent } from '@mcc/contract/fair-roll';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyCard } from '../../../shared/ui/empty-state';
import { KeyValue } from '../../../shared/ui/key-value';
import { PayPasswordConfirmSheet } from '../../../shared/ui/pay-confirm-sheet';
import { queryView } from '../../../shared/ui/query-view';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useBoxes } from '../api/get-boxes';
import type { BoxesData, OpenResult } from '../api/nft-keys';
import { useOpenBox } from '../api/open-box';
import { DrawList } from '../components/draw-list';
import { SeedPanel } from '../components/seed-panel';
import { TierBadge } from '../components/tier-badge';
import { VerifySheet } from '../components/verify-sheet';
import '../nft.css';
import { HashLine } from '../components/hash-line';
import { formatTime } from '../format';

type Box = BoxesData['list'][number];

/** How long the opening animation plays once the result is known: never more than 1.5 s. */
const REVEAL_MS = 700;

function OddsCard({ box }: { box: Box }) {
  const { t } = useTranslation();
  const observed = box.observed;
  return (
    <Card title={t('nft.odds')} extra={<span className="small muted">{t('nft.since', { time: formatTime(box.odds_since) })}</span>}>
      <table className="nft-odds" data-testid="odds-table">
        <thead>
          <tr>
            <th>{t('nft.rarity')}</th>
            <th>{t('nft.chance')}</th>
            <th>{t('nft.left')}</th>
            <th>{t('nft.drawn')}</th>
            <th>{t('nft.expected')}</th>
          </tr>
        </thead>
        <tbody>
          {box.tiers.map((tier) => {
            const seen = observed.tiers.find((o) => o.tier === tier.tier);
            return (
              <tr key={tier.tier} data-testid={`odds-${tier.tier}`}>
                <td>
                  <TierBadge tier={tier.tier} />
                </td>
                <td>{ppmPercent(tier.ppm)}%</td>
                <td>{tier.stock}</td>
                <td>{seen?.count ?? 0}</td>
                <td>{seen ? seen.expected.toFixed(1) : '0.0'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="small" data-testid="observed-test">
        {observed.p_value === null
          ? t('nft.observedTooFew', { draws: observed.draws })
          : t(observed.p_value < 0.01 ? 'nft.observedOff' : 'nft.observedFits', {
              draws: observed.draws,
              chi: observed.chi_square?.toFixed(2) ?? '',
              df: observed.df,
              p: observed.p_value.toFixed(3),
            })}
      </p>
      <HashLine label={t('nft.oddsHash')} value={box.odds_hash} testId="odds-hash" />
      <p className="muted small">{t('nft.oddsHashHint')}</p>
      {box.commitments.length > 1 && (
        <details data-testid="commitments">
          <summary className="small muted">{t('nft.commitments', { count: box.commitments.length })}</summary>
          {box.commitments.map((c) => (
            <div className="record" key={c.id}>
              <div className="small">
                {formatTime(c.created_at)} · {t(`nft.reason.${c.reason as 'published' | 'tier_out' | 'operator'}`)}
              </div>
              <div className="small muted">{c.odds.map((o) => `${o.tier} ${ppmPercent(o.ppm)}%`).join(' · ')}</div>
              <div className="nft-hash">{c.odds_hash}</div>
            </div>
          ))}
        </details>
      )}
    </Card>
  );
}

/** `/pages/nft/luckbox`: boxes with their committed odds and observed draws, opening one, verifying draws, seed settings. */
export default function BlindBoxPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const boxes = useBoxes();
  const open = useOpenBox();
  const [chosen, setChosen] = useState<number | null>(query.id ? Number(query.id) : null);
  const [confirming, setConfirming] = useState(false);
  const [revealing, setRevealing] = useState<OpenResult | null>(null);
  const [result, setResult] = useState<OpenResult | null>(null);
  const [verifying, setVerifying] = useState<number | null>(null);
  /** How long the animation held the result back, in ms (shown on the result for the journeys to check). */
  const [revealMs, setRevealMs] = useState<number | null>(null);
  const revealTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(revealTimer.current), []);

  const reveal = (opened: OpenResult) => {
    const answeredAt = performance.now();
    setRevealing(opened);
    revealTimer.current = setTimeout(() => {
      setRevealing(null);
      setResult(opened);
      setRevealMs(Math.round(performance.now() - answeredAt));
    }, REVEAL_MS);
  };
  const skip = () => {
    clearTimeout(revealTimer.current);
    if (revealing) setResult(revealing);
    setRevealing(null);
  };

  const loaded = queryView(boxes, <SkeletonRows rows={5} />);
  if (!loaded.ready) return loaded.view;
  const list = loaded.data.list;
  const box = list.find((b) => b.id === chosen) ?? list[0];

  if (result) {
    return (
      <div data-reveal-ms={revealMs ?? 0} data-testid="open-result-page">
        <ResultPanel
          testId="open-result"
          title={t('nft.youGot', { name: result.item.name })}
          note={
            <>
              <img className="nft-result-image" src={result.item.image} alt="" />
              <TierBadge tier={result.tier} />
            </>
          }
          rows={[
            { label: t('nft.drawId'), value: `#${result.draw_id}`, testId: 'result-draw' },
            { label: t('nft.rarity'), value: result.tier, testId: 'result-tier' },
            { label: 'nonce', value: result.nonce },
            { label: t('nft.ticket'), value: result.ticket },
            { label: t('nft.paid'), value: `${result.price} ${result.asset}` },
          ]}
          primary={{ label: t('nft.viewNft'), to: `/pages/nft/detail?id=${result.item.id}` }}
          secondary={{ label: t('nft.openAnother'), onClick: () => setResult(null) }}
        />
        <div className="nft-after-result">
          <Button block onClick={() => setVerifying(result.draw_id)} data-testid="verify-result">
            {t('nft.verifyThis')}
          </Button>
        </div>
        <VerifySheet drawId={verifying} onClose={() => setVerifying(null)} />
      </div>
    );
  }

  return (
    <>
      {list.length === 0 || !box ? (
        <EmptyCard
          title={t('nft.boxes')}
          text={t('nft.noBoxes')}
          hint={t('nft.noBoxesHint')}
          action={{ label: t('nft.market'), to: '/pages/nft/nft' }}
        />
      ) : (
        <>
          {list.length > 1 && (
            <div className="nft-chips">
              {list.map((b) => (
                <button
                  key={b.id}
                  type="button"
                  aria-pressed={b.id === box.id}
                  onClick={() => setChosen(b.id)}
                  data-testid={`box-chip-${b.id}`}
                >
                  {b.name}
                </button>
              ))}
            </div>
          )}
          <Card className="nft-box-card">
            <div className="nft-box-row" data-testid="box-card">
              {box.image ? <img src={box.image} alt="" /> : <span className="nft-thumb" />}
              <div className="nft-box-row-body">
                <h2 className="card-title" data-testid="box-name">
                  {box.name}
                </h2>
                <div className="small muted">{box.description}</div>
              </div>
            </div>
            <KeyValue label={t('nft.price')} value={`${box.price} ${box.asset}`} strong valueTestId="box-price" />
            <KeyValue label={t('nft.remaining')} value={`${box.remaining} / ${box.total}`} valueTestId="box-remaining" />
            <div className="progress">
              <span style={{ width: `${box.total > 0 ? (box.remaining / box.total) * 100 : 0}%` }} />
            </div>
            <Button variant="primary" block disabled={box.remaining === 0} onClick={() => setConfirming(true)} data-testid="open-box">
              {box.remaining === 0 ? t('nft.soldOut') : t('nft.openFor', { price: box.price, asset: box.asset })}
            </Button>
          </Card>
          <OddsCard box={box} />
          <PayPasswordConfirmSheet
            visible={confirming}
            title={t('nft.confirmOpen', { name: box.name })}
            amount={{ value: box.price, asset: box.asset }}
            rows={[
              { label: t('nft.box'), value: box.name },
              { label: t('nft.oddsHash'), value: <span className="nft-hash">{box.odds_hash.slice(0, 16)}…</span> },
              { label: t('nft.remaining'), value: box.remaining },
            ]}
            note={t('nft.openNote')}
            onConfirm={async (paypwd) => {
              const opened = await open.mutateAsync({ box_id: box.id, paypwd, odds_hash: box.odds_hash });
              setConfirming(false);
              reveal(opened);
            }}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
      <DrawList
        kind="box"
        title={t('nft.myDraws')}
        testId="my-draws"
        rowTestId={(d) => `draw-${d.draw_id}`}
        verifyTestId={(d) => `verify-${d.draw_id}`}
        empty={{ text: t('nft.noDraws'), hint: t('nft.noDrawsHint') }}
        headline={(d) => (
          <>
            <TierBadge tier={d.tier} /> {d.item?.name}
          </>
        )}
        detail={(d) => `${d.title} · nonce ${d.nonce} · ${t('nft.ticket')} ${d.ticket}`}
        onVerify={setVerifying}
      />
      <SeedPanel />
      <Card title={t('nft.howFair')}>
        <p className="muted small">{t('nft.fairness')}</p>
      </Card>
      {revealing && (
        <button type="button" className="nft-reveal" onClick={skip} aria-label={t('nft.skip')} data-testid="open-animation">
          <span className="nft-reveal-box" />
        </button>
      )}
      <VerifySheet drawId={verifying} onClose={() => setVerifying(null)} />
    </>
  );
}
