import { type AdminWithdrawItem, adminFundApi } from '@mcc/contract/admin-fund';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Form, Input, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumTag } from '../../components/enum-tag';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { timeColumn } from '../../components/time-column';
import { useConfirmAction } from '../../components/use-confirm-action';
import { formatTime } from '../../lib/format';
import { useCan, useMe } from '../../lib/me';
import { statusFilter } from '../../lib/status-filter';
import { useDecision, withdrawListQuery } from './api';
import { RejectButton, RejectDialog } from './reject-dialog';
import { CellNote, DecisionButton, decisionsColumn, MemberCell, ReviewTable } from './review-cells';
import { ReviewToolbar, type StatusTab, useReviewSearch, WaitingCount } from './review-toolbar';

/** The withdrawals' review tabs, the longest row of status tabs in the console. */
export const statuses: Array<StatusTab & { value: AdminWithdrawItem['status'] | 'all' }> = [
  { value: 'pending', label: 'finance.withdrawToReview' },
  { value: 'approving', label: 'finance.withdrawSecond' },
  { value: 'approved', label: 'finance.withdrawToPay' },
  { value: 'paid', label: 'finance.withdrawPaid' },
  { value: 'rejected', label: 'finance.withdrawRejected' },
  { value: 'cancelled', label: 'finance.withdrawCancelled' },
  { value: 'all', label: 'common.all' },
];

const statusColor: Record<string, string> = {
  pending: 'gold',
  approving: 'orange',
  approved: 'blue',
  paid: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export default function WithdrawalsPage() {
  const { page, before, cursor, status, keyword, update } = useReviewSearch('pending');
  // Paged by cursor (newer / older), each page at the cost of the first; `page` alone for an old link.
  const list = useQuery(withdrawListQuery({ page, before, status: statusFilter(status, statuses), keyword: keyword || undefined }));
  const approve = useDecision(adminFundApi.withdrawApprove);
  const reject = useDecision(adminFundApi.withdrawReject);
  const paid = useDecision(adminFundApi.withdrawPaid);
  const confirm = useConfirmAction();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const me = useMe();
  const can = useCan();
  const [dialog, setDialog] = useState<{ kind: 'reject' | 'paid'; item: AdminWithdrawItem } | null>(null);

  const approveAction = (w: AdminWithdrawItem) => {
    const second = w.status === 'approving';
    confirm({
      title: second ? t('finance.approveSecondTitle', { id: w.id }) : t('finance.approveTitle', { id: w.id }),
      content: (
        <>
          <p>{t('finance.approveSend', { amount: w.amount, asset: w.asset, address: w.address, network: w.network, fee: w.fee })}</p>
          {w.needs_two_approvals && !second && <p>{t('finance.approveAboveThreshold')}</p>}
          {!w.needs_two_approvals || second ? <p>{t('finance.approveThenPay')}</p> : null}
        </>
      ),
      okText: second ? t('finance.approveSecondOk') : t('finance.approve'),
      success: t('finance.approved', { id: w.id }),
      action: () => approve.mutateAsync({ id: w.id }),
    });
  };

  const approveBlocker = (w: AdminWithdrawItem): string | null => {
    if (w.status !== 'approving') return null;
    if (!can('finance.approve')) return t('finance.needsApprovePermission');
    if (w.approvals.some((a) => a.admin_id === me.data?.id)) return t('finance.firstApprovalYours');
    return null;
  };

  return (
    <>
      <PageTitle
        title={t('finance.withdrawTitle')}
        extra={
          list.data ? <WaitingCount waiting={t('finance.waiting', { count: list.data.pending })} threshold={list.data.threshold} /> : null
        }
      />
      <Card>
        <ReviewToolbar statuses={statuses} status={status} keyword={keyword} placeholder={t('finance.withdrawSearch')} onChange={update} />
        <ReviewTable<AdminWithdrawItem>
          list={{ query: list, cursor }}
          emptyText={t('finance.withdrawNone')}
          testId="withdraw"
          columns={[
            {
              title: t('finance.member'),
              width: 180,
              render: (_, w) => (
                <>
                  <MemberCell member={w.member} />
                  <div data-testid={`withdraw-wallet-${w.id}`}>
                    <EnumTag kind="wallet" value={w.wallet} color={w.wallet === 'main' ? 'default' : 'purple'} />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('finance.balanceNow', { available: w.balance.available, locked: w.balance.locked })}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            {
              title: t('finance.amount'),
              align: 'right',
              width: 150,
              render: (_, w) => (
                <>
                  <Money amount={w.amount} asset={w.asset} />
                  <CellNote>{t('finance.feeLocked', { fee: w.fee, total: w.total })}</CellNote>
                </>
              ),
            },
            {
              title: t('finance.toAddress'),
              render: (_, w) => (
                <>
                  <span className="mono">{w.address}</span>
                  <CellNote>{w.network}</CellNote>
                </>
              ),
            },
            {
              title: t('common.status'),
              width: 200,
              render: (_, w) => (
                <>
                  <EnumTag kind="status" value={w.status} color={statusColor[w.status]} />
                  {w.needs_two_approvals && <Tag color="purple">{t('finance.twoApprovals')}</Tag>}
                  {w.approvals.map((a) => (
                    <CellNote key={a.admin_id}>
                      ✓ {a.admin_username} {formatTime(a.at)}
                    </CellNote>
                  ))}
                  {w.tx_hash && (
                    <div className="mono" style={{ marginTop: 4 }}>
                      {t('finance.tx', { hash: w.tx_hash })}
                    </div>
                  )}
                  {w.reason && (
                    <Typography.Text type="danger" style={{ fontSize: 12 }}>
                      {w.reason}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            timeColumn(t('finance.requested'), 'created_at', 110),
            decisionsColumn<AdminWithdrawItem>({
              width: 150,
              render: (w) => {
                const blocker = approveBlocker(w);
                return (
                  <Space wrap>
                    {(w.status === 'pending' || w.status === 'approving') && (
                      <Tooltip title={blocker}>
                        <DecisionButton disabled={blocker !== null} onClick={() => approveAction(w)} testId={`withdraw-approve-${w.id}`}>
                          {w.status === 'approving' ? t('finance.secondApproval') : t('finance.approve')}
                        </DecisionButton>
                      </Tooltip>
                    )}
                    {w.status === 'approved' && (
                      <DecisionButton onClick={() => setDialog({ kind: 'paid', item: w })} testId={`withdraw-paid-${w.id}`}>
                        {t('finance.markPaid')}
                      </DecisionButton>
                    )}
                    {(w.status === 'pending' || w.status === 'approving' || w.status === 'approved') && (
                      <RejectButton onClick={() => setDialog({ kind: 'reject', item: w })} testId={`withdraw-reject-${w.id}`} />
                    )}
                  </Space>
                );
              },
            }),
          ]}
        />
      </Card>

      {dialog?.kind === 'reject' && (
        <RejectDialog
          id={dialog.item.id}
          onClose={() => setDialog(null)}
          title={t('finance.withdrawRejectTitle', { id: dialog.item.id })}
          summary={t('finance.withdrawRejectSummary', { total: dialog.item.total, asset: dialog.item.asset })}
          okText={t('finance.withdrawRejectOk')}
          done={t('finance.withdrawRejected_done', { id: dialog.item.id })}
          reject={reject}
        />
      )}

      {dialog?.kind === 'paid' && (
        <FormModal<{ tx_hash: string }>
          open
          onClose={() => setDialog(null)}
          title={t('finance.paidTitle', { id: dialog.item.id })}
          summary={t('finance.paidSummary', { amount: dialog.item.amount, asset: dialog.item.asset, address: dialog.item.address })}
          okText={t('finance.markPaid')}
          onSubmit={async ({ tx_hash }) => {
            await paid.mutateAsync({ id: dialog.item.id, tx_hash: tx_hash.trim() });
            message.success(t('finance.paid_done', { id: dialog.item.id }));
          }}
          testId="withdraw-paid-modal"
        >
          <Form.Item
            label={t('finance.payoutTx')}
            name="tx_hash"
            rules={[{ required: true, whitespace: true, message: t('finance.payoutTxRequired') }, { max: 120 }]}
          >
            <Input className="mono" placeholder="0x…" data-testid="tx-hash-input" />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
}
