import type { LiabilityProof } from '@mcc/contract/liabilities';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Figure, Figures } from '../../../shared/ui/figure';
import { KeyValue } from '../../../shared/ui/key-value';
import { LoadError } from '../../../shared/ui/load-error';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useLatestRoot, useMyProof } from '../api/proof';
import { canVerify, checkProof, type ProofCheck } from '../verify-proof';
import '../proof.css';

function formatTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The member's entry and the browser's verdict on it. */
function MyEntry({ proof }: { proof: LiabilityProof }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<ProofCheck | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setCheck(null);
    setFailed(false);
    if (!canVerify()) return;
    let live = true;
    checkProof(proof).then(
      (outcome) => live && setCheck(outcome),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [proof]);

  const ok = check?.ok === true && !failed;
  return (
    <>
      {!canVerify() ? (
        <p className="proof-verdict proof-verdict-bad">{t('proof.noWebCrypto')}</p>
      ) : !check && !failed ? (
        <p className="proof-verdict proof-verdict-wait">{t('proof.checking')}</p>
      ) : (
        <div className={`proof-verdict ${ok ? 'proof-verdict-ok' : 'proof-verdict-bad'}`} data-testid="proof-verdict" data-ok={ok}>
          <div className="proof-verdict-title">{ok ? `✓ ${t('proof.verified')}` : `✗ ${t('proof.notVerified')}`}</div>
          <div className="proof-verdict-text">
            {ok ? t('proof.verifiedMeaning', { steps: proof.path.length }) : t('proof.notVerifiedMeaning')}
          </div>
        </div>
      )}
      <Figures columns={2}>
        {proof.leaf.balances.map((b) => (
          <div key={b.asset} data-testid={`leaf-balance-${b.asset}`}>
            <Figure label={b.asset} value={b.amount} />
          </div>
        ))}
      </Figures>
      <p className="muted small">{t('proof.balancesAt', { time: formatTime(proof.taken_at) })}</p>
      <KeyValue label="UID" value={proof.leaf.uid} valueTestId="leaf-uid" />
      <KeyValue label={t('proof.salt')} value={<span className="proof-hash">{proof.leaf.salt}</span>} />
      <p className="muted small">{t('proof.saltHint')}</p>
      <KeyValue label={t('proof.leaf')} value={<span className="proof-hash">{check?.leaf || proof.leaf_hash}</span>} />
      <KeyValue label={t('proof.steps')} value={<span className="num">{proof.path.length}</span>} />
      <ol className="proof-path" data-testid="proof-path">
        {proof.path.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the path's order is its meaning
          <li key={i} className="proof-hash">
            {step.side === 'left' ? t('proof.siblingLeft') : t('proof.siblingRight')} {step.hash}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The daily liabilities proof: the published root and totals, and the member's own entry checked in the browser. */
export default function ProofPage() {
  const { t } = useTranslation();
  const latest = useLatestRoot();
  const published = latest.data;
  const proof = useMyProof(Boolean(published));
  const refusal = proof.error instanceof RequestError && proof.error.code === 0 ? proof.error.message : null;

  return (
    <>
      <Card className="hero-card" title={t('proof.published')}>
        <p className="muted small">{t('proof.intro')}</p>
        {latest.isError ? (
          <LoadError onRetry={() => void latest.refetch()} />
        ) : latest.isPending ? (
          <SkeletonRows rows={3} />
        ) : !published ? (
          <EmptyState
            text={t('proof.noneYet')}
            hint={t('proof.noneYetHint')}
            action={{ label: t('route.wallet'), to: '/pages/wallet/wallet' }}
          />
        ) : (
          <div data-testid="published-root">
            <KeyValue label={t('proof.day')} value={published.day} valueTestId="root-day" />
            <KeyValue label={t('proof.members')} value={<span className="num">{published.leaf_count}</span>} />
            <KeyValue label={t('proof.root')} value={<span className="proof-hash">{published.root}</span>} valueTestId="root-hash" />
            <h3 className="proof-subtitle">{t('proof.totals')}</h3>
            <Figures columns={2}>
              {published.totals.map((total) => (
                <div key={total.asset} data-testid={`total-${total.asset}`}>
                  <Figure label={total.asset} value={total.amount} />
                </div>
              ))}
            </Figures>
          </div>
        )}
      </Card>
      {published && (
        <Card title={t('proof.yours')}>
          {refusal ? (
            <EmptyState text={refusal} />
          ) : proof.isError ? (
            <LoadError onRetry={() => void proof.refetch()} />
          ) : !proof.data ? (
            <SkeletonRows rows={4} />
          ) : (
            <MyEntry proof={proof.data} />
          )}
        </Card>
      )}
      <Card title={t('proof.howTitle')}>
        <p className="muted small">{t('proof.how')}</p>
      </Card>
    </>
  );
}
