import { useTranslation } from 'react-i18next';
import { copyText } from '../../../runtime/clipboard';
import { showToast } from '../../../runtime/toast';
import { fractionPercent } from '../../../shared/percent';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { KeyValue } from '../../../shared/ui/key-value';
import { useQrCode } from '../../../shared/ui/use-qr-code';
import { usePromote } from '../api/get-promote';
import '../team.css';

/** Draws the poster (title, invite code, QR) on a canvas and offers it as a PNG download. */
async function savePoster(qr: string, code: string, title: string, subtitle: string): Promise<boolean> {
  const canvas = document.createElement('canvas');
  canvas.width = 750;
  canvas.height = 1100;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  const gradient = ctx.createLinearGradient(0, 0, 750, 1100);
  gradient.addColorStop(0, '#060807');
  gradient.addColorStop(1, '#12303f');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 750, 1100);
  ctx.fillStyle = '#23afff';
  ctx.font = 'bold 72px sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText('MCC', 375, 170);
  ctx.fillStyle = '#ffffff';
  ctx.font = '40px sans-serif';
  ctx.fillText(title, 375, 260);
  ctx.fillStyle = '#a3ada9';
  ctx.font = '30px sans-serif';
  ctx.fillText(subtitle, 375, 320);
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('qr'));
    image.src = qr;
  });
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(175, 400, 400, 400);
  ctx.drawImage(image, 195, 420, 360, 360);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 44px monospace';
  ctx.fillText(code, 375, 900);
  const link = document.createElement('a');
  link.download = `mcc-invite-${code}.png`;
  link.href = canvas.toDataURL('image/png');
  link.click();
  return true;
}

/** `/pages/promote/promote` 我的推广: invite code and link (copy), QR code, a poster, and the shares per level. */
export default function PromotePage() {
  const { t } = useTranslation();
  const promote = usePromote();
  const data = promote.data;
  const qr = useQrCode(data?.invite_link);
  return (
    <>
      <Card title={t('team.myInvite')}>
        <div className="tm-qr" data-testid="invite-qr">
          {qr ? (
            <img src={qr} alt={t('team.qrAlt')} />
          ) : (
            <span className="skeleton" style={{ display: 'block', width: '100%', height: '100%' }} />
          )}
        </div>
        <KeyValue label={t('team.inviteCode')} value={data?.invite_code ?? '--'} valueClassName="num" valueTestId="invite-code" />
        <KeyValue label={t('team.inviteLink')} value={data?.invite_link ?? '--'} valueClassName="small" valueTestId="invite-link" />
        <div className="actions">
          <Button small disabled={!data} onClick={() => data && void copyText(data.invite_code)} data-testid="copy-code">
            {t('team.copyCode')}
          </Button>
          <Button small disabled={!data} onClick={() => data && void copyText(data.invite_link)} data-testid="copy-link">
            {t('team.copyLink')}
          </Button>
          <Button
            variant="primary"
            small
            disabled={!data || !qr}
            data-testid="save-poster"
            onClick={() => {
              if (!data || !qr) return;
              savePoster(qr, data.invite_code, t('team.posterTitle'), t('team.posterSubtitle'))
                .then((ok) => showToast({ title: ok ? t('team.posterSaved') : t('team.posterFailed') }))
                .catch(() => showToast({ title: t('team.posterFailed') }));
            }}
          >
            {t('team.savePoster')}
          </Button>
        </div>
      </Card>
      <Card title={t('team.howRewards')}>
        <p className="muted small">{t('team.howRewardsText')}</p>
        <div data-testid="shares">
          {(data?.shares ?? []).map((s) => (
            <KeyValue
              key={s.level}
              label={t('team.levelShare', { level: s.level })}
              value={fractionPercent(s.share)}
              valueClassName="num"
            />
          ))}
        </div>
      </Card>
    </>
  );
}
