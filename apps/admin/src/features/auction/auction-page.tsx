import type { AdminAppeal, AdminLot, AdminOrder } from '@mcc/contract/admin-auction';
import { adminAuctionApi } from '@mcc/contract/admin-auction';
import type { AppealMessage } from '@mcc/contract/auction';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Drawer, Form, Image, Input, Radio, Row, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { AddButton } from '../../components/add-button';
import { HistoryTable } from '../../components/cursor-table';
import { EnumTag } from '../../components/enum-tag';
import { Money } from '../../components/money';
import { TabbedPage } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { timeColumn } from '../../components/time-column';
import { useConfirmAction } from '../../components/use-confirm-action';
import { useCursorList } from '../../components/use-cursor';
import { t } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { enumLabel, formatTime } from '../../lib/format';
import { callQuery, listQuery } from '../../lib/queries';
import { PrimaryLotForm } from './primary-lot-form';

// The console's auctions: the appeals queue (both sides' evidence side by side, the decision with
// a reason both members see), lots (and a form for a primary lot from the platform's NFTs) and orders. Query keys start with 'auction'.

const lotsQuery = (search: InputOf<typeof adminAuctionApi.lots>) => listQuery(['auction', 'lots', search], adminAuctionApi.lots, search);
const ordersQuery = (search: InputOf<typeof adminAuctionApi.orders>) =>
  listQuery(['auction', 'orders', search], adminAuctionApi.orders, search);
const appealsQuery = (search: InputOf<typeof adminAuctionApi.appeals>) =>
  listQuery(['auction', 'appeals', search], adminAuctionApi.appeals, search);
const appealQuery = (id: number) => callQuery(['auction', 'appeal', id], adminAuctionApi.appeal, { id });

const statusColors: Record<string, string> = {
  open: 'blue',
  sold: 'green',
  unsold: 'default',
  unpaid: 'orange',
  awaiting: 'gold',
  forfeited: 'default',
  appealed: 'red',
  completed: 'green',
  refunded: 'purple',
  decided: 'green',
};

const reasonText = (r: string) => enumLabel('appealReason', r);
const statusTag = (s: string) => <EnumTag kind="auctionStatus" value={s} color={statusColors[s]} />;
/** The seller's uid, or "platform" for the platform's own sale. */
const sellerText = (seller: { uid: string } | null) => seller?.uid ?? t('auction.platform');

type AppealTab = 'open' | 'decided' | 'all';

function Evidence({ title, messages, testId }: { title: string; messages: AppealMessage[]; testId: string }) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      {messages.length === 0 && <Typography.Text type="secondary">{t('auction.nothingYet')}</Typography.Text>}
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
  const confirm = useConfirmAction();
  const a = appeal.data;
  // The decision moves the escrow for good: nothing is chosen for the operator, and the choice is confirmed.
  const confirmDecision = (values: { decision: 'release' | 'refund'; reason: string }) =>
    confirm({
      title: t(values.decision === 'release' ? 'auction.confirmRelease' : 'auction.confirmRefund', { id }),
      content: t('auction.decisionFinal'),
      okText: t('auction.decide'),
      danger: true,
      success: t('auction.decisionDone', { id }),
      action: () => decide.mutateAsync(values),
    });
  return (
    <Drawer open width={960} title={t('auction.appealTitle', { id })} onClose={onClose} data-testid="appeal-drawer">
      <QueryError query={appeal} />
      {a && (
        <>
          <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('auction.order')}>#{a.order.id}</Descriptions.Item>
            <Descriptions.Item label={t('auction.lot')}>{a.order.title}</Descriptions.Item>
            <Descriptions.Item label={t('auction.amountInEscrow')}>
              <Money amount={a.order.amount} asset={a.order.asset} />
            </Descriptions.Item>
            <Descriptions.Item label={t('auction.reason')}>{reasonText(a.reason)}</Descriptions.Item>
            <Descriptions.Item label={t('auction.buyer')}>{`${a.order.buyer.name} (${a.order.buyer.uid})`}</Descriptions.Item>
            <Descriptions.Item label={t('auction.seller')}>
              {a.order.seller ? `${a.order.seller.name} (${a.order.seller.uid})` : t('auction.platform')}
            </Descriptions.Item>
          </Descriptions>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={12}>
              <Evidence title={t('auction.buyerEvidence')} messages={a.buyer_messages} testId="buyer-evidence" />
            </Col>
            <Col span={12}>
              <Evidence title={t('auction.sellerAnswer')} messages={a.seller_messages} testId="seller-evidence" />
            </Col>
          </Row>
          {a.status === 'decided' ? (
            <Alert
              type="success"
              showIcon
              title={t(a.decision === 'release' ? 'auction.decidedRelease' : 'auction.decidedRefund', { by: a.decided_by ?? '' })}
              description={a.decision_reason}
              data-testid="appeal-decided"
            />
          ) : (
            <Card size="small" title={t('auction.decision')}>
              <QueryError query={decide} style={{ marginBottom: 12 }} />
              <Form form={form} layout="vertical" onFinish={confirmDecision}>
                <Form.Item
                  name="decision"
                  label={t('auction.escrowGoesTo')}
                  rules={[{ required: true, message: t('auction.pickDecision') }]}
                >
                  <Radio.Group data-testid="decision">
                    <Radio value="release" data-testid="decision-release">
                      {t('auction.toSeller')}
                    </Radio>
                    <Radio value="refund" data-testid="decision-refund">
                      {t('auction.toBuyer')}
                    </Radio>
                  </Radio.Group>
                </Form.Item>
                <Form.Item
                  name="reason"
                  label={t('auction.reasonBothSee')}
                  rules={[{ required: true, whitespace: true, max: 500, message: t('auction.decisionReasonRule') }]}
                >
                  <Input.TextArea rows={3} data-testid="decision-reason" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={decide.isPending} data-testid="decision-submit">
                  {t('auction.decide')}
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
  // The queue (open appeals) first; newest first, like every list paged by cursor.
  const [status, setStatus] = useState<AppealTab>('open');
  // A new tab starts from the newest page.
  const appeals = useCursorList(status, (before) => appealsQuery({ before, status: status === 'all' ? undefined : status }));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Card>
      <Segmented<AppealTab>
        value={status}
        options={[
          { value: 'open', label: enumLabel('auctionStatus', 'open') },
          { value: 'decided', label: enumLabel('auctionStatus', 'decided') },
          { value: 'all', label: t('common.all') },
        ]}
        onChange={setStatus}
        className="status-tabs"
        style={{ marginBottom: 16 }}
        data-testid="appeal-status-tabs"
      />
      <HistoryTable<AdminAppeal>
        list={appeals}
        emptyText={t('auction.noAppeals')}
        testId="appeals"
        columns={[
          { title: t('auction.order'), render: (_, a) => `#${a.order.id} ${a.order.title}` },
          { title: t('auction.buyer'), render: (_, a) => a.order.buyer.uid },
          { title: t('auction.seller'), render: (_, a) => sellerText(a.order.seller) },
          { title: t('auction.escrow'), render: (_, a) => <Money amount={a.order.amount} asset={a.order.asset} /> },
          { title: t('auction.reason'), dataIndex: 'reason', render: reasonText },
          { title: t('auction.state'), dataIndex: 'status', render: statusTag },
          timeColumn(t('auction.filed'), 'created_at'),
          {
            title: '',
            render: (_, a) => (
              <Button size="small" onClick={() => setOpen(a.id)} data-testid={`appeal-open-${a.id}`}>
                {a.status === 'open' ? t('auction.review') : t('auction.view')}
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
  const [creating, setCreating] = useState(false);
  const lots = useCursorList(null, (before) => lotsQuery({ before }));
  return (
    <Card extra={<AddButton label={t('auction.newLot')} testId="lot-new" onClick={() => setCreating(true)} />}>
      <PrimaryLotForm open={creating} onClose={() => setCreating(false)} />
      <HistoryTable<AdminLot>
        list={lots}
        emptyText={t('auction.noLots')}
        testId="lots"
        columns={[
          { title: t('auction.nft'), dataIndex: 'title' },
          { title: t('auction.seller'), render: (_, l) => sellerText(l.seller) },
          { title: t('auction.start'), render: (_, l) => <Money amount={l.start_price} asset={l.asset} /> },
          { title: t('auction.reserve'), render: (_, l) => (l.reserve ? <Money amount={l.reserve} asset={l.asset} /> : '—') },
          { title: t('auction.topBid'), render: (_, l) => (l.top_amount ? <Money amount={l.top_amount} asset={l.asset} /> : '—') },
          { title: t('auction.topBidder'), render: (_, l) => l.top_bidder?.uid ?? '—' },
          { title: t('auction.bids'), dataIndex: 'bid_count', align: 'right' },
          { title: t('auction.state'), dataIndex: 'status', render: statusTag },
          timeColumn(t('auction.ends'), 'ends_at'),
        ]}
      />
    </Card>
  );
}

function Orders() {
  const orders = useCursorList(null, (before) => ordersQuery({ before }));
  return (
    <Card>
      <HistoryTable<AdminOrder>
        list={orders}
        emptyText={t('auction.noOrders')}
        testId="orders"
        columns={[
          { title: t('auction.lot'), render: (_, o) => `#${o.lot_id} ${o.title}` },
          { title: t('auction.buyer'), render: (_, o) => o.buyer.uid },
          { title: t('auction.seller'), render: (_, o) => sellerText(o.seller) },
          { title: t('auction.amount'), render: (_, o) => <Money amount={o.amount} asset={o.asset} /> },
          { title: t('auction.fee'), render: (_, o) => <Money amount={o.fee} asset={o.asset} /> },
          { title: t('auction.state'), dataIndex: 'status', render: statusTag },
          timeColumn(t('auction.autoConfirms'), 'auto_confirm_at'),
        ]}
      />
    </Card>
  );
}

/** `/admin/auction`: appeals queue, lots, orders. */
export default function AuctionPage() {
  return (
    <TabbedPage
      title={t('auction.title')}
      tabs={[
        { key: 'appeals', label: t('auction.appeals'), children: <Appeals /> },
        { key: 'lots', label: t('auction.lots'), children: <Lots /> },
        { key: 'orders', label: t('auction.orders'), children: <Orders /> },
      ]}
    />
  );
}
