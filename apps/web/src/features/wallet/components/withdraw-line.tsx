import type { WithdrawItem } from '@mcc/contract/fund';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../runtime/toast';
import { useCancelWithdraw } from '../api/cancel-withdraw';
import { formatTime, shortText } from '../format';
import { RecordLine } from './record-line';

/** One withdrawal in the records: a pending one can still be cancelled. */
export function WithdrawLine({ item }: { item: WithdrawItem }) {
  const { t } = useTranslation();
  const cancel = useCancelWithdraw();
  return (
    <RecordLine
      testId="withdraw-line"
      title={t('route.withdraw')}
      item={item}
      side={
        <>
          <div className="line-note">{t('wallet.feeIs', { fee: item.fee })}</div>
          {item.status === 'pending' && (
            <button
              type="button"
              className="copy-button"
              disabled={cancel.isPending}
              data-testid="withdraw-cancel"
              onClick={() =>
                cancel.mutateAsync({ id: item.id }).then(
                  () => void showToast({ title: t('wallet.withdrawCancelled'), icon: 'success' }),
                  () => undefined, // the request layer showed the refusal
                )
              }
            >
              {t('wallet.cancelWithdraw')}
            </button>
          )}
        </>
      }
    >
      <div className="line-sub num">
        {item.network} · {shortText(item.address, 8, 6)}
      </div>
      <div className="line-sub num">{formatTime(item.created_at)}</div>
      {item.tx_hash && <div className="line-sub num">Tx {shortText(item.tx_hash, 10, 8)}</div>}
    </RecordLine>
  );
}
