import { Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The key of a new second factor: a QR code of its `otpauth://` URL (the library loads only here) and the key to type in. */
export function TotpKey({ secret, url }: { secret: string; url: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 200, color: { dark: '#000000', light: '#ffffff' } }),
      )
      .then((data) => {
        if (live) setSrc(data);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('totp.scanHint')}
      </Typography.Paragraph>
      {src ? (
        <img src={src} alt={t('totp.qrAlt')} width={200} height={200} data-testid="totp-qr" />
      ) : (
        <div style={{ width: 200, height: 200 }} />
      )}
      <Typography.Text>
        {t('totp.secret')}:{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {secret}
        </Typography.Text>
      </Typography.Text>
    </Flex>
  );
}

/** The recovery codes, shown once after the factor is turned on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="totp-recovery">
      <Typography.Title level={5}>{t('totp.recoveryTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('totp.recoveryHint')}</Typography.Paragraph>
      <Typography.Paragraph code copyable={{ text: codes.join('\n') }} style={{ whiteSpace: 'pre-wrap' }}>
        {codes.join('\n')}
      </Typography.Paragraph>
    </div>
  );
}
