import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** `text` as a QR code image (dark on white, so any wallet's scanner reads it on the dark page). */
export function AddressQr({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 320, color: { dark: '#000000', light: '#ffffff' } })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="qr">
      {src ? (
        <img src={src} alt={label} data-testid="deposit-qr" />
      ) : (
        <span className="skeleton" style={{ display: 'block', width: '100%', height: '100%' }} />
      )}
    </div>
  );
}
