import { type AdminAdjustmentItem, adminFundApi } from '@mcc/contract/admin-fund';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Segmented, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { useConfirmAction } from '../../components/use-confirm-action';
import { formatTime } from '../../lib/format';
import { useCan, useMe } from '../../lib/me';
import { tablePagination } from '../../lib/paged';
import { statusFilter } from '../../lib/status-filter';
import { adjustmentListQuery, useDecision } from './api';
import { MemberCell } from './member-cell';

const statuses: Array<{ value: AdminAdjustmentItem['status'] | 'all'; label: string }> = [
  { value: 'pending_approval', label: 'Awaiting approval' },
  { value: 'applied', label: 'Applied' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

export default function AdjustmentsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const status = params.get('status') ?? 'pending_approval';
  const list = useQuery(adjustmentListQuery({ page, status: statusFilter(status, statuses) }));
  const approve = useDecision(adminFundApi.adjustApprove);
  const reject = useDecision(adminFundApi.adjustReject);
  const confirm = useConfirmAction();
  const { message } = App.useApp();
  const me = useMe();
  const can = useCan();
  const [rejecting, setRejecting] = useState<AdminAdjustmentItem | null>(null);

  const blocker = (a: AdminAdjustmentItem) => {
    if (!can('finance.approve')) return 'Approving needs the finance.approve permission';
    if (a.maker === me.data?.username) return 'You made this adjustment; another operator must approve it';
    return null;
  };

  return (
    <>
      <PageTitle
        title="Balance adjustments"
        extra={
          list.data ? (
            <Space>
              <Tag color="gold">{list.data.pending} awaiting approval</Tag>
              <Typography.Text type="secondary">
                Two approvals above <Money amount={list.data.threshold} />
              </Typography.Text>
            </Space>
          ) : null
        }
      />
      <Card>
        <Typography.Paragraph type="secondary">
          Adjust a balance from the member's page. Large adjustments wait here for a second operator.
        </Typography.Paragraph>
        <Segmented
          value={status}
          options={statuses}
          onChange={(value) => setParams(new URLSearchParams({ status: String(value) }))}
          style={{ marginBottom: 16 }}
        />
        {list.isError && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
        <Table<AdminAdjustmentItem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list}
          pagination={tablePagination(list.data, (p) => setParams(new URLSearchParams({ status, page: String(p) })))}
          locale={{ emptyText: 'No adjustments here' }}
          data-testid="adjustment-table"
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            { title: 'Member', render: (_, a) => <MemberCell member={a.member} /> },
            { title: 'Amount', align: 'right', render: (_, a) => <Money amount={a.amount} asset={a.asset} signed /> },
            { title: 'Reason', dataIndex: 'reason' },
            { title: 'Maker', dataIndex: 'maker' },
            { title: 'Checker', dataIndex: 'checker', render: (v: string | null) => v ?? '—' },
            {
              title: 'Status',
              render: (_, a) => (
                <>
                  <Tag color={a.status === 'applied' ? 'green' : a.status === 'rejected' ? 'red' : 'gold'}>{a.status}</Tag>
                  {a.reject_reason && (
                    <div>
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {a.reject_reason}
                      </Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            { title: 'Created', dataIndex: 'created_at', render: formatTime, width: 170 },
            {
              title: 'Actions',
              render: (_, a) => {
                if (a.status !== 'pending_approval') return null;
                const why = blocker(a);
                return (
                  <Space>
                    <Tooltip title={why}>
                      <Button
                        size="small"
                        type="primary"
                        disabled={why !== null}
                        onClick={() =>
                          confirm({
                            title: `Apply adjustment #${a.id}?`,
                            content: (
                              <>
                                <Money amount={a.amount} asset={a.asset} signed /> to {a.member.nickname} (UID {a.member.uid}), made by{' '}
                                {a.maker}: “{a.reason}”.
                              </>
                            ),
                            okText: 'Approve and apply',
                            success: `Adjustment #${a.id} applied`,
                            action: () => approve.mutateAsync({ id: a.id }),
                          })
                        }
                      >
                        Approve
                      </Button>
                    </Tooltip>
                    <Button size="small" danger disabled={!can('finance.approve')} onClick={() => setRejecting(a)}>
                      Reject
                    </Button>
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>
      {rejecting && (
        <FormModal<{ reason: string }>
          open
          onClose={() => setRejecting(null)}
          title={`Reject adjustment #${rejecting.id}?`}
          summary="Nothing moves."
          okText="Reject"
          danger
          onSubmit={async ({ reason }) => {
            await reject.mutateAsync({ id: rejecting.id, reason: reason.trim() });
            message.success(`Adjustment #${rejecting.id} rejected`);
          }}
        >
          <Form.Item label="Reason" name="reason" rules={[{ required: true, whitespace: true, message: 'Give a reason' }, { max: 200 }]}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
}
