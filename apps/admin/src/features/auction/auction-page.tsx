import type { AdminAppeal, AdminLot, AdminOrder } from '@mcc/contract/admin-auction';
import { adminAuctionApi } from '@mcc/contract/admin-auction';
import type { AppealMessage } from '@mcc/contract/auction';
import type { InputOf } from '@mcc/contract/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Drawer, Form, Image, Input, Radio, Row, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { api } from '../../lib/api';
import { formatTime } from '../../lib/format';
import { tablePagination } from '../../lib/paged';

// The console's auctions: the appeals queue (both sides' evidence side by side, the decision with
// a reason both members see), lots and orders. Query keys start with 'auction'.

const lotsQuery = (search: InputOf<typeof adminAuctionApi.lots>) =>
  queryOptions({ queryKey: ['auction', 'lots', search], queryFn: () => api.call(adminAuctionApi.lots, search), placeholderData: (p) => p });
const ordersQuery = (search: InputOf<typeof adminAuctionApi.orders>) =>
  queryOptions({
    queryKey: ['auction', 'orders', search],
    queryFn: () => api.call(adminAuctionApi.orders, search),
    placeholderData: (p) => p,
  });
const appealsQuery = (search: InputOf<typeof adminAuctionApi.appeals>) =>
  queryOptions({
    queryKey: ['auction', 'appeals', search],
    queryFn: () => api.call(adminAuctionApi.appeals, search),
    placeholderData: (p) => p,
  });
const appealQuery = (id: number) =>
  queryOptions({ queryKey: ['auction', 'appeal', id], queryFn: () => api.call(adminAuctionApi.appeal, { id }) });

const statusColors: Record<string, string> = {
  open: 'blue',
  sold: 'green',
  unsold: 'default',
  awaiting: 'gold',
  appealed: 'red',
  completed: 'green',
  refunded: 'purple',
  decided: 'green',
};

function Evidence({ title, messages, testId }: { title: string; messages: AppealMessage[]; testId: string }) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      {messages.length === 0 && <Typography.Text type="secondary">Nothing yet</Typography.Text>}
      {messages.map((m) => (
        <div key={m.id} style={{ marginBottom: 12 }}>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{m.text}</Typography.Paragraph>
          <Space wrap>
            {m.images.map((src) => (
              <Image key={src} src={src} width={72} />
            ))}
          </Space>
          <div>
            <Typography.Text type="secondary">{formatTime(m.created_at)}</Typography.Text>
          </div>
        </div>
      ))}
    </Card>
  );
}

function AppealDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const appeal = useQuery(appealQuery(id));
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ decision: 'release' | 'refund'; reason: string }>();
  const decide = useMutation({
    mutationFn: (values: { decision: 'release' | 'refund'; reason: string }) => api.call(adminAuctionApi.decide, { id, ...values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['auction'] }),
  });
  const a = appeal.data;
  return (
    <Drawer open width={960} title={`Appeal #${id}`} onClose={onClose} data-testid="appeal-drawer">
      {appeal.isError && <Alert type="error" showIcon title={appeal.error.message} />}
      {a && (
        <>
          <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Order">#{a.order.id}</Descriptions.Item>
            <Descriptions.Item label="Lot">{a.order.title}</Descriptions.Item>
            <Descriptions.Item label="Amount in escrow">
              <Money amount={a.order.amount} asset={a.order.asset} />
            </Descriptions.Item>
            <Descriptions.Item label="Reason">{a.reason}</Descriptions.Item>
            <Descriptions.Item label="Buyer">{`${a.order.buyer.name} (${a.order.buyer.uid})`}</Descriptions.Item>
            <Descriptions.Item label="Seller">
              {a.order.seller ? `${a.order.seller.name} (${a.order.seller.uid})` : 'Platform'}
            </Descriptions.Item>
          </Descriptions>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={12}>
              <Evidence title="Buyer's evidence" messages={a.buyer_messages} testId="buyer-evidence" />
            </Col>
            <Col span={12}>
              <Evidence title="Seller's answer" messages={a.seller_messages} testId="seller-evidence" />
            </Col>
          </Row>
          {a.status === 'decided' ? (
            <Alert
              type="success"
              showIcon
              title={`Decided: ${a.decision === 'release' ? 'released to the seller' : 'refunded to the buyer'} by ${a.decided_by ?? ''}`}
              description={a.decision_reason}
              data-testid="appeal-decided"
            />
          ) : (
            <Card size="small" title="Decision">
              {decide.isError && <Alert type="error" showIcon title={decide.error.message} style={{ marginBottom: 12 }} />}
              <Form form={form} layout="vertical" onFinish={(values) => decide.mutate(values)} initialValues={{ decision: 'refund' }}>
                <Form.Item name="decision" label="Escrow goes to" rules={[{ required: true }]}>
                  <Radio.Group data-testid="decision">
                    <Radio value="release" data-testid="decision-release">
                      The seller (release)
                    </Radio>
                    <Radio value="refund" data-testid="decision-refund">
                      The buyer (refund, the NFT goes back)
                    </Radio>
                  </Radio.Group>
                </Form.Item>
                <Form.Item name="reason" label="Reason (both members see it)" rules={[{ required: true, whitespace: true, max: 500 }]}>
                  <Input.TextArea rows={3} data-testid="decision-reason" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={decide.isPending} data-testid="decision-submit">
                  Decide
                </Button>
              </Form>
            </Card>
          )}
        </>
      )}
    </Drawer>
  );
}

function Appeals() {
  const [search, setSearch] = useState<{ page: number; status?: 'open' | 'decided' }>({ page: 1 });
  const appeals = useQuery(appealsQuery(search));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Card>
      {appeals.isError && <Alert type="error" showIcon title={appeals.error.message} style={{ marginBottom: 16 }} />}
      <Table<AdminAppeal>
        rowKey="id"
        size="small"
        loading={appeals.isFetching}
        dataSource={appeals.data?.list}
        pagination={tablePagination(appeals.data, (page) => setSearch((s) => ({ ...s, page })))}
        locale={{ emptyText: 'No appeals' }}
        data-testid="appeals-table"
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: 'Order', render: (_, a) => `#${a.order.id} ${a.order.title}` },
          { title: 'Buyer', render: (_, a) => a.order.buyer.uid },
          { title: 'Seller', render: (_, a) => a.order.seller?.uid ?? 'Platform' },
          { title: 'Escrow', render: (_, a) => <Money amount={a.order.amount} asset={a.order.asset} /> },
          { title: 'Reason', dataIndex: 'reason' },
          { title: 'State', dataIndex: 'status', render: (s: string) => <Tag color={statusColors[s]}>{s}</Tag> },
          { title: 'Filed', dataIndex: 'created_at', render: formatTime, width: 170 },
          {
            title: '',
            render: (_, a) => (
              <Button size="small" onClick={() => setOpen(a.id)} data-testid={`appeal-open-${a.id}`}>
                {a.status === 'open' ? 'Review' : 'View'}
              </Button>
            ),
          },
        ]}
      />
      {open !== null && <AppealDrawer id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function Lots() {
  const [page, setPage] = useState(1);
  const lots = useQuery(lotsQuery({ page }));
  return (
    <Card>
      <Table<AdminLot>
        rowKey="id"
        size="small"
        loading={lots.isFetching}
        dataSource={lots.data?.list}
        pagination={tablePagination(lots.data, setPage)}
        locale={{ emptyText: 'No lots' }}
        data-testid="lots-table"
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: 'NFT', dataIndex: 'title' },
          { title: 'Seller', render: (_, l) => l.seller?.uid ?? 'Platform' },
          { title: 'Start', render: (_, l) => <Money amount={l.start_price} asset={l.asset} /> },
          { title: 'Reserve', render: (_, l) => (l.reserve ? <Money amount={l.reserve} asset={l.asset} /> : '—') },
          { title: 'Top bid', render: (_, l) => (l.top_amount ? <Money amount={l.top_amount} asset={l.asset} /> : '—') },
          { title: 'Top bidder', render: (_, l) => l.top_bidder?.uid ?? '—' },
          { title: 'Bids', dataIndex: 'bid_count', align: 'right' },
          { title: 'State', dataIndex: 'status', render: (s: string) => <Tag color={statusColors[s]}>{s}</Tag> },
          { title: 'Ends', dataIndex: 'ends_at', render: formatTime, width: 170 },
        ]}
      />
    </Card>
  );
}

function Orders() {
  const [page, setPage] = useState(1);
  const orders = useQuery(ordersQuery({ page }));
  return (
    <Card>
      <Table<AdminOrder>
        rowKey="id"
        size="small"
        loading={orders.isFetching}
        dataSource={orders.data?.list}
        pagination={tablePagination(orders.data, setPage)}
        locale={{ emptyText: 'No orders' }}
        data-testid="orders-table"
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: 'Lot', render: (_, o) => `#${o.lot_id} ${o.title}` },
          { title: 'Buyer', render: (_, o) => o.buyer.uid },
          { title: 'Seller', render: (_, o) => o.seller?.uid ?? 'Platform' },
          { title: 'Amount', render: (_, o) => <Money amount={o.amount} asset={o.asset} /> },
          { title: 'Fee', render: (_, o) => <Money amount={o.fee} asset={o.asset} /> },
          { title: 'State', dataIndex: 'status', render: (s: string) => <Tag color={statusColors[s]}>{s}</Tag> },
          { title: 'Auto-confirms', dataIndex: 'auto_confirm_at', render: formatTime, width: 170 },
        ]}
      />
    </Card>
  );
}

/** `/admin/auction`: appeals queue, lots, orders. */
export default function AuctionPage() {
  return (
    <>
      <PageTitle title="Auctions" />
      <Tabs
        items={[
          { key: 'appeals', label: 'Appeals', children: <Appeals /> },
          { key: 'lots', label: 'Lots', children: <Lots /> },
          { key: 'orders', label: 'Orders', children: <Orders /> },
        ]}
      />
    </>
  );
}
