import type { LeafPartKind, LiabilityLineKind, LiabilityProof } from '@mcc/contract/liabilities';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { canVerify, useBrowserCheck } from '../../../shared/browser-check';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { KeyValue } from '../../../shared/ui/key-value';
import { LoadError } from '../../../shared/ui/load-error';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useLatestRoot, useMyProof } from '../api/proof';
import { checkProof } from '../verify-proof';
import '../proof.css';
import { formatTime } from '../../../shared/format-time';

/** A digest under its label, on a line of its own: 64 hex characters do not fit beside a label on a phone. */
function HashLine({ label, hash, testId }: { label: string; hash: string; testId?: string }) {
  return (
    <div className="proof-hash-line">
      <div className="proof-hash-label">{label}</div>
      <div className="proof-hash" data-testid={testId}>
        {hash}
      </div>
    </div>
  );
}

function useLabels() {
  const { t } = useTranslation();
  const lines: Record<LiabilityLineKind, string> = {
    members: t('proof.lineMembers'),
    auction_escrow: t('proof.lineAuctionEscrow'),
    fund_custody: t('proof.lineFundCustody'),
  };
  const parts: Record<LeafPartKind, string> = {
    accounts: t('proof.partAccounts'),
    fund_subscriptions: t('proof.partFundSubscriptions'),
    fund_redemptions: t('proof.partFundRedemptions'),
    auction_escrow: t('proof.partAuctionEscrow'),
  };
  return { lines, parts };
}

/** The member's entry and the browser's verdict on it. */
function MyEntry({ proof }: { proof: LiabilityProof }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { outcome: check, failed } = useBrowserCheck(proof, checkProof);

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
      {proof.leaf.balances.map((b) => (
        <div key={b.asset}>
          <KeyValue label={b.asset} value={<span className="num">{b.amount}</span>} strong testId={`leaf-balance-${b.asset}`} />
          {proof.parts
            .filter((p) => p.asset === b.asset && p.part !== 'accounts')
            .map((p) => (
              <KeyValue
                key={p.part}
                label={`· ${labels.parts[p.part]}`}
                value={<span className="num">{p.amount}</span>}
                testId={`leaf-part-${b.asset}-${p.part}`}
              />
            ))}
        </div>
      ))}
      <p className="muted small">{t('proof.balancesAt', { time: formatTime(proof.taken_at) })}</p>
      <KeyValue label="UID" value={proof.leaf.uid} valueTestId="leaf-uid" />
      <HashLine label={t('proof.salt')} hash={proof.leaf.salt} />
      <p className="muted small">{t('proof.saltHint')}</p>
      <HashLine label={t('proof.leaf')} hash={check?.leaf || proof.leaf_hash} />
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
  const labels = useLabels();
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
            <HashLine label={t('proof.root')} hash={published.root} testId="root-hash" />
            <h3 className="proof-subtitle">{t('proof.totals')}</h3>
            {published.totals.map((total) => (
              <div key={total.asset}>
                <KeyValue label={total.asset} value={<span className="num">{total.amount}</span>} strong testId={`total-${total.asset}`} />
                {published.lines
                  .filter((l) => l.asset === total.asset && published.lines.filter((x) => x.asset === total.asset).length > 1)
                  .map((l) => (
                    <KeyValue
                      key={l.line}
                      label={`· ${labels.lines[l.line]}`}
                      value={<span className="num">{l.amount}</span>}
                      testId={`line-${total.asset}-${l.line}`}
                    />
                  ))}
              </div>
            ))}
            <p className="muted small" data-testid="lines-explained">
              {t('proof.linesExplained')}
            </p>
            <ul className="proof-asset-notes muted small" data-testid="asset-notes">
              {published.totals
                .filter((total) => isNotedAsset(total.asset))
                .map((total) => (
                  <li key={total.asset}>{t(`proof.assetNotes.${total.asset as NotedAsset}`)}</li>
                ))}
            </ul>
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

const NOTED_ASSETS = ['USDT', 'MCC', 'CMU'] as const;
type NotedAsset = (typeof NOTED_ASSETS)[number];
/** The assets the proof page explains (what each total counts and in which unit). */
function isNotedAsset(asset: string): asset is NotedAsset {
  return (NOTED_ASSETS as readonly string[]).includes(asset);
}
