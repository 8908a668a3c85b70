import { useQrCode } from '../../../shared/ui/use-qr-code';

/** `text` as a QR code image (dark on white, so any wallet's scanner reads it on the dark page). */
export function AddressQr({ text, label }: { text: string; label: string }) {
  const src = useQrCode(text);
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
