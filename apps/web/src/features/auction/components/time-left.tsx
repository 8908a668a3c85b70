import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds until `endsAt` (Unix s), ticking every second; never below 0. */
export function useSecondsLeft(endsAt: number): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, endsAt - now);
}

/** "2d 03:04:05" / "03:04:05"; "Ended" at 0. */
export function TimeLeft({ endsAt, testId }: { endsAt: number; testId?: string }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(endsAt);
  if (left === 0) return <span data-testid={testId}>{t('auction.ended')}</span>;
  const days = Math.floor(left / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <span className="num" data-testid={testId}>
      {days > 0 ? t('auction.daysAnd', { days, clock }) : clock}
    </span>
  );
}

export { formatTime } from '../../../shared/format-time';
