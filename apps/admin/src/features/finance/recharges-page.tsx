import { type AdminRechargeItem, adminFundApi } from '@mcc/contract/admin-fund';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Image, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { formatTime, isDecimalInput } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
import { statusFilter } from '../../lib/status-filter';
import { rechargeListQuery, useDecision } from './api';
import { MemberCell } from './member-cell';
import { ReviewToolbar, useReviewSearch } from './review-toolbar';

const statuses: Array<{ value: AdminRechargeItem['status'] | 'all'; label: string }> = [
  { value: 'pending', label: 'To confirm' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const statusColor: Record<string, string> = { pending: 'gold', confirmed: 'green', rejected: 'red' };

export default function RechargesPage() {
  const { page, status, keyword, update } = useReviewSearch('pending');
  const list = useQuery(rechargeListQuery({ page, status: statusFilter(status, statuses), keyword: keyword || undefined }));
  const confirmRecharge = useDecision(adminFundApi.rechargeConfirm);
  const rejectRecharge = useDecision(adminFundApi.rechargeReject);
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<{ kind: 'confirm' | 'reject'; item: AdminRechargeItem } | null>(null);

  return (
    <>
      <PageTitle title="Recharge review" extra={list.data ? <Tag color="gold">{list.data.pending} waiting</Tag> : null} />
      <Card>
        <ReviewToolbar
          statuses={statuses}
          status={status}
          keyword={keyword}
          placeholder="UID, mobile, email or tx hash"
          onChange={update}
        />
        {list.isError && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
        <Table<AdminRechargeItem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list}
          pagination={tablePagination(list.data, (p) => update({ page: String(p) }))}
          locale={{ emptyText: status === 'pending' ? 'No recharge waits for review' : 'No recharges' }}
          data-testid="recharge-table"
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            { title: 'Member', width: 180, render: (_, r) => <MemberCell member={r.member} /> },
            {
              title: 'Amount',
              align: 'right',
              render: (_, r) => (
                <>
                  <Money amount={r.amount} asset={r.asset} />
                  {r.credited !== null && r.credited !== r.amount && (
                    <div>
                      <Typography.Text type="secondary">credited </Typography.Text>
                      <Money amount={r.credited} />
                    </div>
                  )}
                </>
              ),
            },
            { title: 'Network', dataIndex: 'network', width: 80 },
            { title: 'Tx hash', dataIndex: 'tx_hash', render: (h: string) => <span className="mono">{h}</span>, width: 220 },
            {
              title: 'Proof',
              dataIndex: 'proof',
              width: 80,
              render: (src: string) => (src ? <Image src={src} width={48} height={48} style={{ objectFit: 'cover' }} alt="proof" /> : '—'),
            },
            { title: 'Submitted', dataIndex: 'created_at', render: formatTime, width: 170 },
            {
              title: 'Status',
              render: (_, r) => (
                <>
                  <Tag color={statusColor[r.status]}>{r.status}</Tag>
                  {r.reviewed_by && (
                    <div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        by {r.reviewed_by}
                      </Typography.Text>
                    </div>
                  )}
                  {r.reason && (
                    <div>
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {r.reason}
                      </Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            {
              title: 'Actions',
              width: 170,
              render: (_, r) =>
                r.status === 'pending' ? (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => setDialog({ kind: 'confirm', item: r })}
                      data-testid={`recharge-confirm-${r.id}`}
                    >
                      Confirm
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() => setDialog({ kind: 'reject', item: r })}
                      data-testid={`recharge-reject-${r.id}`}
                    >
                      Reject
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>

      {dialog?.kind === 'confirm' && (
        <FormModal<{ amount: string }>
          open
          onClose={() => setDialog(null)}
          title={`Confirm recharge #${dialog.item.id}?`}
          summary={
            <>
              Credits the member {dialog.item.member.nickname} (UID {dialog.item.member.uid}) with the amount below. Check that{' '}
              <span className="mono">{dialog.item.tx_hash}</span> really paid{' '}
              <Money amount={dialog.item.amount} asset={dialog.item.asset} /> to the platform address; change the amount if a different sum
              arrived.
            </>
          }
          okText="Confirm and credit"
          initialValues={{ amount: dialog.item.amount }}
          onSubmit={async ({ amount }) => {
            const trimmed = amount.trim();
            await confirmRecharge.mutateAsync(
              trimmed === dialog.item.amount ? { id: dialog.item.id } : { id: dialog.item.id, amount: trimmed },
            );
            message.success(`Recharge #${dialog.item.id} confirmed`);
          }}
          testId="recharge-confirm-modal"
        >
          <Form.Item
            label={`Amount to credit (${dialog.item.asset})`}
            name="amount"
            rules={[
              { required: true },
              {
                validator: (_, v: string) =>
                  !v || isDecimalInput(v, 8) ? Promise.resolve() : Promise.reject(new Error('A decimal such as 100.00')),
              },
            ]}
          >
            <Input inputMode="decimal" data-testid="recharge-amount" />
          </Form.Item>
        </FormModal>
      )}

      {dialog?.kind === 'reject' && (
        <FormModal<{ reason: string }>
          open
          onClose={() => setDialog(null)}
          title={`Reject recharge #${dialog.item.id}?`}
          summary="Nothing is credited. The member sees the reason in their recharge history."
          okText="Reject"
          danger
          onSubmit={async ({ reason }) => {
            await rejectRecharge.mutateAsync({ id: dialog.item.id, reason: reason.trim() });
            message.success(`Recharge #${dialog.item.id} rejected`);
          }}
        >
          <Form.Item label="Reason" name="reason" rules={[{ required: true, whitespace: true, message: 'Give a reason' }, { max: 200 }]}>
            <Input.TextArea rows={2} maxLength={200} showCount data-testid="reason-input" />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
}
