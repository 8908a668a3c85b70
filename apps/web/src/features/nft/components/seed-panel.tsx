import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { TextField } from '../../../shared/ui/field';
import { KeyValue } from '../../../shared/ui/key-value';
import { LoadError } from '../../../shared/ui/load-error';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useSeedHistory } from '../api/get-seed-history';
import { useSeeds } from '../api/get-seeds';
import type { RotateResult } from '../api/nft-keys';
import { useRotateSeeds } from '../api/rotate-seeds';
import { HashLine } from './hash-line';

const PRINTABLE = /^[\x20-\x7e]{1,64}$/;

/**
 * Seed settings: the committed hash of my server seed, my client seed and next nonce; a new client
 * seed, and the rotation that reveals the current server seed; the seeds revealed so far.
 */
export function SeedPanel() {
  const { t } = useTranslation();
  const seeds = useSeeds();
  const history = useSeedHistory();
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RotateResult['revealed'] | null>(null);

  const submit = () => {
    const value = clientSeed.trim() === '' ? undefined : clientSeed;
    if (value !== undefined && !PRINTABLE.test(value)) {
      setError(t('nft.clientSeedRule'));
      return;
    }
    setError(null);
    rotate.mutate(
      { client_seed: value },
      {
        onSuccess: (data) => {
          setRevealed(data.revealed);
          setClientSeed('');
        },
        onError: (cause) => {
          if (cause instanceof RequestError && cause.code === 0) setError(cause.message);
        },
      },
    );
  };

  const past = history.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Card title={t('nft.seedSettings')}>
      {seeds.isPending ? (
        <SkeletonRows rows={2} />
      ) : seeds.isError ? (
        <LoadError onRetry={() => void seeds.refetch()} />
      ) : (
        <div data-testid="seed-panel">
          <HashLine label={t('nft.serverSeedHash')} value={seeds.data.server_seed_hash} testId="server-seed-hash" />
          <KeyValue label={t('nft.clientSeed')} value={seeds.data.client_seed} valueClassName="nft-hash" valueTestId="client-seed" />
          <KeyValue label={t('nft.nextNonce')} value={seeds.data.next_nonce} valueClassName="num" valueTestId="next-nonce" />
        </div>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          id="client-seed"
          label={t('nft.newClientSeed')}
          error={error}
          hint={t('nft.rotateHint')}
          autoComplete="off"
          maxLength={64}
          placeholder={t('nft.clientSeedPlaceholder')}
          value={clientSeed}
          onChange={setClientSeed}
        />
        <Button type="submit" block disabled={rotate.isPending} data-testid="rotate-seeds">
          {t('nft.rotate')}
        </Button>
      </form>
      {revealed && (
        <div className="nft-verdict nft-verdict-partial" data-testid="revealed-seed">
          <div>{t('nft.revealedLead', { nonce: revealed.last_nonce })}</div>
          <div className="nft-hash">{revealed.server_seed}</div>
        </div>
      )}
      {past.length > 0 && (
        <details>
          <summary className="small muted">{t('nft.revealedSeeds', { count: past.length })}</summary>
          {past.map((p) => (
            <div key={p.id} className="record">
              <div className="nft-hash">{p.server_seed}</div>
              <div className="small muted">
                {t('nft.clientSeed')}: {p.client_seed} · nonce 1–{p.last_nonce}
              </div>
            </div>
          ))}
        </details>
      )}
    </Card>
  );
}
