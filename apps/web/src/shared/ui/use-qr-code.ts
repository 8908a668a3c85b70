import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** `text` as a QR code image URL (dark on white, so any scanner reads it on the dark page); null while drawing or without text. */
export function useQrCode(text: string | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
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
  return src;
}
