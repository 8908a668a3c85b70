import { type AdminWithdrawItem, adminFundApi } from '@mcc/contract/admin-fund';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { useConfirmAction } from '../../components/use-confirm-action';
import { formatTime } from '../../lib/format';
import { useCan, useMe } from '../../lib/me';
import { tablePagination } from '../../lib/paged';
import { statusFilter } from '../../lib/status-filter';
import { useDecision, withdrawListQuery } from './api';
import { MemberCell } from './member-cell';
import { ReviewToolbar, useReviewSearch } from './review-toolbar';

const statuses: Array<{ value: AdminWithdrawItem['status'] | 'all'; label: string }> = [
  { value: 'pending', label: 'To review' },
  { value: 'approving', label: 'Second approval' },
  { value: 'approved', label: 'To pay' },
  { value: 'paid', label: 'Paid' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
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
  const { page, status, keyword, update } = useReviewSearch('pending');
  const list = useQuery(withdrawListQuery({ page, status: statusFilter(status, statuses), keyword: keyword || undefined }));
  const approve = useDecision(adminFundApi.withdrawApprove);
  const reject = useDecision(adminFundApi.withdrawReject);
  const paid = useDecision(adminFundApi.withdrawPaid);
  const confirm = useConfirmAction();
  const { message } = App.useApp();
  const me = useMe();
  const can = useCan();
  const [dialog, setDialog] = useState<{ kind: 'reject' | 'paid'; item: AdminWithdrawItem } | null>(null);

  const approveAction = (w: AdminWithdrawItem) => {
    const second = w.status === 'approving';
    confirm({
      title: second ? `Give the second approval to withdrawal #${w.id}?` : `Approve withdrawal #${w.id}?`,
      content: (
        <>
          <p>
            Send <Money amount={w.amount} asset={w.asset} /> to <span className="mono">{w.address}</span> ({w.network}); fee{' '}
            <Money amount={w.fee} />.
          </p>
          {w.needs_two_approvals && !second && <p>This amount is above the threshold: a second operator must approve it too.</p>}
          {!w.needs_two_approvals || second ? <p>After approval it waits in “To pay” until you record the payout's tx hash.</p> : null}
        </>
      ),
      okText: second ? 'Give second approval' : 'Approve',
      success: `Withdrawal #${w.id} approved`,
      action: () => approve.mutateAsync({ id: w.id }),
    });
  };

  const approveBlocker = (w: AdminWithdrawItem): string | null => {
    if (w.status !== 'approving') return null;
    if (!can('finance.approve')) return 'The second approval needs the finance.approve permission';
    if (w.approvals.some((a) => a.admin_id === me.data?.id)) return 'You gave the first approval; another operator must give the second';
    return null;
  };

  return (
    <>
      <PageTitle
        title="Withdraw review"
        extra={
          list.data ? (
            <Space>
              <Tag color="gold">{list.data.pending} waiting</Tag>
              <Typography.Text type="secondary">
                Two approvals above <Money amount={list.data.threshold} />
              </Typography.Text>
            </Space>
          ) : null
        }
      />
      <Card>
        <ReviewToolbar
          statuses={statuses}
          status={status}
          keyword={keyword}
          placeholder="UID, mobile, email, address or tx hash"
          onChange={update}
        />
        {list.isError && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
        <Table<AdminWithdrawItem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list}
          pagination={tablePagination(list.data, (p) => update({ page: String(p) }))}
          locale={{ emptyText: 'No withdrawals here' }}
          data-testid="withdraw-table"
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            {
              title: 'Member',
              width: 180,
              render: (_, w) => (
                <>
                  <MemberCell member={w.member} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    now: available <Money amount={w.balance.available} /> · locked <Money amount={w.balance.locked} />
                  </Typography.Text>
                </>
              ),
            },
            {
              title: 'Amount',
              align: 'right',
              width: 150,
              render: (_, w) => (
                <>
                  <Money amount={w.amount} asset={w.asset} />
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      fee {w.fee} · locked {w.total}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            {
              title: 'To address',
              render: (_, w) => (
                <>
                  <span className="mono">{w.address}</span>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {w.network}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            {
              title: 'Status',
              width: 200,
              render: (_, w) => (
                <>
                  <Tag color={statusColor[w.status]}>{w.status}</Tag>
                  {w.needs_two_approvals && <Tag color="purple">2 approvals</Tag>}
                  {w.approvals.map((a) => (
                    <div key={a.admin_id}>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        ✓ {a.admin_username} {formatTime(a.at)}
                      </Typography.Text>
                    </div>
                  ))}
                  {w.tx_hash && (
                    <div className="mono" style={{ marginTop: 4 }}>
                      tx {w.tx_hash}
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
            { title: 'Requested', dataIndex: 'created_at', render: formatTime, width: 110 },
            {
              title: 'Actions',
              width: 150,
              render: (_, w) => {
                const blocker = approveBlocker(w);
                return (
                  <Space wrap>
                    {(w.status === 'pending' || w.status === 'approving') && (
                      <Tooltip title={blocker}>
                        <Button
                          size="small"
                          type="primary"
                          disabled={blocker !== null}
                          onClick={() => approveAction(w)}
                          data-testid={`withdraw-approve-${w.id}`}
                        >
                          {w.status === 'approving' ? 'Second approval' : 'Approve'}
                        </Button>
                      </Tooltip>
                    )}
                    {w.status === 'approved' && (
                      <Button
                        size="small"
                        type="primary"
                        onClick={() => setDialog({ kind: 'paid', item: w })}
                        data-testid={`withdraw-paid-${w.id}`}
                      >
                        Mark paid
                      </Button>
                    )}
                    {(w.status === 'pending' || w.status === 'approving' || w.status === 'approved') && (
                      <Button
                        size="small"
                        danger
                        onClick={() => setDialog({ kind: 'reject', item: w })}
                        data-testid={`withdraw-reject-${w.id}`}
                      >
                        Reject
                      </Button>
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>

      {dialog?.kind === 'reject' && (
        <FormModal<{ reason: string }>
          open
          onClose={() => setDialog(null)}
          title={`Reject withdrawal #${dialog.item.id}?`}
          summary={
            <>
              <Money amount={dialog.item.total} asset={dialog.item.asset} /> (amount and fee) goes back to the member's available balance.
              They see the reason.
            </>
          }
          okText="Reject and unlock"
          danger
          onSubmit={async ({ reason }) => {
            await reject.mutateAsync({ id: dialog.item.id, reason: reason.trim() });
            message.success(`Withdrawal #${dialog.item.id} rejected`);
          }}
        >
          <Form.Item label="Reason" name="reason" rules={[{ required: true, whitespace: true, message: 'Give a reason' }, { max: 200 }]}>
            <Input.TextArea rows={2} maxLength={200} showCount data-testid="reason-input" />
          </Form.Item>
        </FormModal>
      )}

      {dialog?.kind === 'paid' && (
        <FormModal<{ tx_hash: string }>
          open
          onClose={() => setDialog(null)}
          title={`Mark withdrawal #${dialog.item.id} as paid?`}
          summary={
            <>
              Records that <Money amount={dialog.item.amount} asset={dialog.item.asset} /> was sent to{' '}
              <span className="mono">{dialog.item.address}</span>. The locked funds leave the member's account for good.
            </>
          }
          okText="Mark paid"
          onSubmit={async ({ tx_hash }) => {
            await paid.mutateAsync({ id: dialog.item.id, tx_hash: tx_hash.trim() });
            message.success(`Withdrawal #${dialog.item.id} is paid`);
          }}
          testId="withdraw-paid-modal"
        >
          <Form.Item
            label="Payout tx hash"
            name="tx_hash"
            rules={[{ required: true, whitespace: true, message: 'Enter the tx hash' }, { max: 120 }]}
          >
            <Input className="mono" placeholder="0x…" data-testid="tx-hash-input" />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
}
