import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge';

/**
 * One recharge or withdrawal in its records: what and its status, the lines under it (`children`),
 * the reviewer's reason for a refusal; on the side the amount and what goes with it (`side`).
 */
export function RecordLine({
  testId,
  title,
  item,
  children,
  side,
}: {
  testId: string;
  title: string;
  item: { status: string; status_text: string; reason: string | null; amount: string; asset: string };
  children: ReactNode;
  side?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="line" data-testid={testId} data-status={item.status}>
      <div className="line-main">
        <div className="line-title">
          {title} <StatusBadge status={item.status} text={item.status_text} />
        </div>
        {children}
        {item.reason && <div className="line-reason">{t('wallet.rejectReason', { reason: item.reason })}</div>}
      </div>
      <div className="line-side">
        <div className="line-amount">
          {item.amount} <span className="figure-asset">{item.asset}</span>
        </div>
        {side}
      </div>
    </div>
  );
}
