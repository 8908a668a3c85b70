import { type AdminAdjustmentItem, adminFundApi } from '@mcc/contract/admin-fund';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdjustmentStatusTag } from '../../components/enum-tag';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { timeColumn } from '../../components/time-column';
import { useConfirmAction } from '../../components/use-confirm-action';
import { memberWho } from '../../lib/format';
import { useCan, useMe } from '../../lib/me';
import { statusFilter } from '../../lib/status-filter';
import { adjustmentListQuery, useDecision } from './api';
import { RejectButton, RejectDialog } from './reject-dialog';
import { CellNote, DecisionButton, decisionsColumn, MemberCell, ReviewTable } from './review-cells';
import { type StatusTab, StatusTabs, useReviewSearch, WaitingCount } from './review-toolbar';

const statuses: Array<StatusTab & { value: AdminAdjustmentItem['status'] | 'all' }> = [
  { value: 'pending_approval', label: 'finance.adjustAwaiting' },
  { value: 'applied', label: 'finance.adjustApplied' },
  { value: 'rejected', label: 'finance.adjustRejected' },
  { value: 'all', label: 'common.all' },
];

export default function AdjustmentsPage() {
  const { page, before, cursor, status, update } = useReviewSearch('pending_approval');
  // Paged by cursor (newer / older), each page at the cost of the first; `page` alone for an old link.
  const list = useQuery(adjustmentListQuery({ page, before, status: statusFilter(status, statuses) }));
  const approve = useDecision(adminFundApi.adjustApprove);
  const reject = useDecision(adminFundApi.adjustReject);
  const confirm = useConfirmAction();
  const { t } = useTranslation();
  const me = useMe();
  const can = useCan();
  const [rejecting, setRejecting] = useState<AdminAdjustmentItem | null>(null);

  const blocker = (a: AdminAdjustmentItem) => {
    if (!can('finance.approve')) return t('finance.needsFinanceApprove');
    if (a.maker === me.data?.username) return t('finance.ownAdjustment');
    return null;
  };

  return (
    <>
      <PageTitle
        title={t('finance.adjustTitle')}
        extra={
          list.data ? (
            <WaitingCount waiting={t('finance.adjustWaiting', { count: list.data.pending })} threshold={list.data.threshold} />
          ) : null
        }
      />
      <Card>
        <Typography.Paragraph type="secondary">{t('finance.adjustIntro')}</Typography.Paragraph>
        <StatusTabs statuses={statuses} status={status} onChange={update} style={{ marginBottom: 16 }} />
        <ReviewTable<AdminAdjustmentItem>
          list={{ query: list, cursor }}
          emptyText={t('finance.adjustNone')}
          testId="adjustment"
          columns={[
            { title: t('finance.member'), render: (_, a) => <MemberCell member={a.member} /> },
            { title: t('finance.amount'), align: 'right', render: (_, a) => <Money amount={a.amount} asset={a.asset} signed /> },
            { title: t('finance.reason'), dataIndex: 'reason' },
            { title: t('finance.maker'), dataIndex: 'maker' },
            { title: t('finance.checker'), dataIndex: 'checker', render: (v: string | null) => v ?? '—' },
            {
              title: t('common.status'),
              render: (_, a) => (
                <>
                  <AdjustmentStatusTag status={a.status} />
                  {a.reject_reason && <CellNote danger>{a.reject_reason}</CellNote>}
                </>
              ),
            },
            timeColumn(t('finance.created'), 'created_at'),
            decisionsColumn<AdminAdjustmentItem>({
              render: (a) => {
                if (a.status !== 'pending_approval') return null;
                const why = blocker(a);
                return (
                  <Space>
                    <Tooltip title={why}>
                      <DecisionButton
                        disabled={why !== null}
                        onClick={() =>
                          confirm({
                            title: t('finance.applyTitle', { id: a.id }),
                            content: t('finance.applySummary', {
                              amount: a.amount,
                              asset: a.asset,
                              who: memberWho(a.member),
                              maker: a.maker,
                              reason: a.reason,
                            }),
                            okText: t('finance.applyOk'),
                            success: t('finance.applied_done', { id: a.id }),
                            action: () => approve.mutateAsync({ id: a.id }),
                          })
                        }
                      >
                        {t('finance.approve')}
                      </DecisionButton>
                    </Tooltip>
                    <RejectButton disabled={!can('finance.approve')} onClick={() => setRejecting(a)} />
                  </Space>
                );
              },
            }),
          ]}
        />
      </Card>
      {rejecting && (
        <RejectDialog
          id={rejecting.id}
          onClose={() => setRejecting(null)}
          title={t('finance.adjustRejectTitle', { id: rejecting.id })}
          summary={t('finance.adjustRejectSummary')}
          done={t('finance.adjustRejected_done', { id: rejecting.id })}
          reject={reject}
        />
      )}
    </>
  );
}
