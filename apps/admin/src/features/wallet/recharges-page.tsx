import { type AdminRechargeItem, adminFundApi } from '@mcc/contract/admin-fund';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Form, Image, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumTag } from '../../components/enum-tag';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { timeColumn } from '../../components/time-column';
import { isDecimalInput, memberWho } from '../../lib/format';
import { statusFilter } from '../../lib/status-filter';
import { rechargeListQuery, useDecision } from './api';
import { RejectButton, RejectDialog } from './reject-dialog';
import { CellNote, DecisionButton, decisionsColumn, MemberCell, ReviewTable } from './review-cells';
import { ReviewToolbar, type StatusTab, useReviewSearch } from './review-toolbar';

const statuses: Array<StatusTab & { value: AdminRechargeItem['status'] | 'all' }> = [
  { value: 'pending', label: 'finance.rechargeToConfirm' },
  { value: 'pending_approval', label: 'finance.adjustAwaiting' },
  { value: 'confirmed', label: 'finance.rechargeConfirmed' },
  { value: 'rejected', label: 'finance.rechargeRejected' },
  { value: 'all', label: 'common.all' },
];

const statusColor: Record<string, string> = { pending: 'gold', pending_approval: 'orange', confirmed: 'green', rejected: 'red' };

export default function RechargesPage() {
  const { page, before, cursor, status, keyword, update } = useReviewSearch('pending');
  // Paged by cursor (newer / older), each page at the cost of the first; `page` alone for an old link.
  const list = useQuery(rechargeListQuery({ page, before, status: statusFilter(status, statuses), keyword: keyword || undefined }));
  const confirmRecharge = useDecision(adminFundApi.rechargeConfirm);
  const rejectRecharge = useDecision(adminFundApi.rechargeReject);
  const { message } = App.useApp();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ kind: 'confirm' | 'reject'; item: AdminRechargeItem } | null>(null);

  return (
    <>
      <PageTitle
        title={t('finance.rechargeTitle')}
        extra={list.data ? <Tag color="gold">{t('finance.waiting', { count: list.data.pending })}</Tag> : null}
      />
      <Card>
        <ReviewToolbar statuses={statuses} status={status} keyword={keyword} placeholder={t('finance.reviewSearch')} onChange={update} />
        <ReviewTable<AdminRechargeItem>
          list={{ query: list, cursor }}
          emptyText={status === 'pending' ? t('finance.rechargeNoneWaiting') : t('finance.rechargeNone')}
          testId="recharge"
          columns={[
            { title: t('finance.member'), width: 180, render: (_, r) => <MemberCell member={r.member} /> },
            {
              title: t('finance.amount'),
              align: 'right',
              render: (_, r) => (
                <>
                  <Money amount={r.amount} asset={r.asset} />
                  {r.credited !== null && r.credited !== r.amount && (
                    <div>
                      <Typography.Text type="secondary">{t('finance.credited', { amount: r.credited })}</Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            { title: t('finance.network'), dataIndex: 'network', width: 80 },
            { title: t('finance.txHash'), dataIndex: 'tx_hash', render: (h: string) => <span className="mono">{h}</span>, width: 220 },
            {
              title: t('finance.proof'),
              dataIndex: 'proof',
              width: 80,
              render: (src: string) =>
                src ? <Image src={src} width={48} height={48} style={{ objectFit: 'cover' }} alt={t('finance.proofAlt')} /> : '—',
            },
            timeColumn(t('finance.submitted'), 'created_at'),
            {
              title: t('common.status'),
              render: (_, r) => (
                <>
                  <EnumTag kind="status" value={r.status} color={statusColor[r.status]} />
                  {r.reviewed_by && <CellNote>{t('finance.by', { name: r.reviewed_by })}</CellNote>}
                  {r.reason && <CellNote danger>{r.reason}</CellNote>}
                </>
              ),
            },
            decisionsColumn<AdminRechargeItem>({
              width: 170,
              render: (r) =>
                r.status === 'pending' || r.status === 'pending_approval' ? (
                  <Space>
                    {r.status === 'pending' ? (
                      <DecisionButton onClick={() => setDialog({ kind: 'confirm', item: r })} testId={`recharge-confirm-${r.id}`}>
                        {t('common.confirm')}
                      </DecisionButton>
                    ) : (
                      <DecisionButton
                        loading={confirmRecharge.isPending}
                        onClick={async () => {
                          await confirmRecharge.mutateAsync({ id: r.id });
                          message.success(t('finance.rechargeConfirmed_done', { id: r.id }));
                        }}
                        testId={`recharge-approve-${r.id}`}
                      >
                        {t('finance.rechargeApprove', { amount: r.credited ?? r.amount })}
                      </DecisionButton>
                    )}
                    <RejectButton onClick={() => setDialog({ kind: 'reject', item: r })} testId={`recharge-reject-${r.id}`} />
                  </Space>
                ) : null,
            }),
          ]}
        />
      </Card>

      {dialog?.kind === 'confirm' && (
        <FormModal<{ amount: string }>
          open
          onClose={() => setDialog(null)}
          title={t('finance.rechargeConfirmTitle', { id: dialog.item.id })}
          summary={t('finance.rechargeConfirmSummary', {
            who: memberWho(dialog.item.member),
            tx: dialog.item.tx_hash,
            amount: dialog.item.amount,
            asset: dialog.item.asset,
          })}
          okText={t('finance.rechargeConfirmOk')}
          initialValues={{ amount: dialog.item.amount }}
          onSubmit={async ({ amount }) => {
            const trimmed = amount.trim();
            const answer = await confirmRecharge.mutateAsync(
              trimmed === dialog.item.amount ? { id: dialog.item.id } : { id: dialog.item.id, amount: trimmed },
            );
            message.success(
              t(answer.status === 'pending_approval' ? 'finance.rechargeHeld_done' : 'finance.rechargeConfirmed_done', {
                id: dialog.item.id,
              }),
            );
          }}
          testId="recharge-confirm-modal"
        >
          <Form.Item
            label={t('finance.amountToCredit', { asset: dialog.item.asset })}
            extra={t('finance.rechargeTwoApproval')}
            name="amount"
            rules={[
              { required: true },
              {
                validator: (_, v: string) =>
                  !v || isDecimalInput(v, 8) ? Promise.resolve() : Promise.reject(new Error(t('finance.decimalFormat'))),
              },
            ]}
          >
            <Input inputMode="decimal" data-testid="recharge-amount" />
          </Form.Item>
        </FormModal>
      )}

      {dialog?.kind === 'reject' && (
        <RejectDialog
          id={dialog.item.id}
          onClose={() => setDialog(null)}
          title={t('finance.rechargeRejectTitle', { id: dialog.item.id })}
          summary={t('finance.rechargeRejectSummary')}
          done={t('finance.rechargeRejected_done', { id: dialog.item.id })}
          reject={rejectRecharge}
        />
      )}
    </>
  );
}
