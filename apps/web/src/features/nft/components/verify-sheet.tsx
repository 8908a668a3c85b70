import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { canVerify, useBrowserCheck } from '../../../shared/browser-check';
import { Button } from '../../../shared/ui/button';
import { KeyValue } from '../../../shared/ui/key-value';
import { LoadError } from '../../../shared/ui/load-error';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useVerify } from '../api/get-verify';
import { useRotateSeeds } from '../api/rotate-seeds';
import { verifyDraw } from '../verify-draw';
import { TierBadge } from './tier-badge';

/**
 * "Verify this draw": fetches what the server recorded and recomputes the draw here, with the
 * browser's Web Crypto, showing each step and whether it agrees. While the server seed is still
 * secret it checks the odds and offers to rotate the seed pair, which reveals the seed.
 */
export function VerifySheet({ drawId, onClose }: { drawId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const verify = useVerify(drawId);
  const rotate = useRotateSeeds();
  const data = verify.data;
  const { outcome: result, failed } = useBrowserCheck(data, verifyDraw);

  return (
    <Popup visible={drawId !== null} onMaskClick={onClose} destroyOnClose bodyStyle={sheetBodyStyle('88vh')}>
      <div className="sheet" data-testid="verify-sheet">
        <h3 className="sheet-title">{t('nft.verifyTitle', { id: drawId ?? '' })}</h3>
        {verify.isError ? (
          <LoadError onRetry={() => void verify.refetch()} />
        ) : !data ? (
          <SkeletonRows rows={4} />
        ) : !canVerify() ? (
          <p className="nft-verdict nft-verdict-bad">{t('nft.noWebCrypto')}</p>
        ) : (
          <>
            {result && (
              <p
                className={`nft-verdict ${!result.ok || failed ? 'nft-verdict-bad' : result.complete ? 'nft-verdict-ok' : 'nft-verdict-partial'}`}
                data-testid="verify-verdict"
              >
                {!result.ok ? t('nft.verifyMismatch') : result.complete ? t('nft.verifyOk') : t('nft.verifyPartial')}
              </p>
            )}
            <KeyValue label={t('nft.drawTitle')} value={data.title} />
            <KeyValue label={t('nft.outcome')} value={<TierBadge tier={data.tier} />} />
            <KeyValue label={t('nft.clientSeed')} value={<span className="nft-hash">{data.client_seed}</span>} />
            <KeyValue label="nonce" value={<span className="num">{data.nonce}</span>} />
            <KeyValue label={t('nft.ticket')} value={<span className="num">{data.ticket}</span>} />
            <ol className="nft-steps" data-testid="verify-steps">
              {(result?.steps ?? []).map((step, i) => (
                <li className="nft-step" key={step.name} data-testid={`step-${step.name}`}>
                  <div className="nft-step-head">
                    <span>
                      {i + 1}. {t(`nft.step.${step.name}`)}
                    </span>
                    {step.ok === true && <span className="nft-step-ok">✓</span>}
                    {step.ok === false && <span className="nft-step-bad">✗</span>}
                  </div>
                  {step.name === 'seed' && !result?.complete ? (
                    <>
                      <p className="muted small">{t('nft.seedSecret')}</p>
                      <div className="nft-hash">
                        {t('nft.committedHash')}: {step.expected}
                      </div>
                      <Button
                        small
                        variant="primary"
                        data-testid="verify-rotate"
                        disabled={rotate.isPending}
                        onClick={() => rotate.mutate({})}
                      >
                        {t('nft.rotateToReveal')}
                      </Button>
                    </>
                  ) : (
                    <>
                      {step.input && <div className="nft-hash">{step.input}</div>}
                      <div className="nft-hash">→ {step.computed}</div>
                      {step.expected !== null && (
                        <div className="nft-hash">
                          {t('nft.recorded')}: {step.expected}
                        </div>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
        <Button block onClick={onClose}>
          {t('nft.close')}
        </Button>
      </div>
    </Popup>
  );
}
