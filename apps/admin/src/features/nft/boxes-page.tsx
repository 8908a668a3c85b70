import type { AdminBox, AdminCollection, AdminImage } from '@mcc/contract/admin-nft';
import { ppmPercent } from '@mcc/contract/fair-roll';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { formatTime, isDecimalInput } from '../../lib/format';
import { boxesQuery, collectionsQuery, itemsQuery, languages, tierColors, tiers, useNftWrite } from './api';
import { ImageField } from './image-field';

type Texts = AdminBox['name'];
type Tier = (typeof tiers)[number];
const empty: Texts = { 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' };
const priceRule = {
  validator: (_: unknown, value: string) =>
    isDecimalInput(value ?? '', 2) ? Promise.resolve() : Promise.reject(new Error('A plain amount, two decimals at most')),
};

/** 700000 ppm → "70%". */
const percent = (ppm: number) => `${ppmPercent(ppm)}%`;

interface BoxForm {
  name: Texts;
  description: Texts;
  image: AdminImage | null;
  price: string;
  enabled: boolean;
  sort_order: number;
  collection_id?: number;
  prizes: { item_id: number; stock: number }[];
  odds: { tier: Tier; ppm: number }[];
}

function BoxEditor({ box, collections, onClose }: { box: AdminBox | 'new' | null; collections: AdminCollection[]; onClose: () => void }) {
  const save = useNftWrite('saveBox');
  const editing = box !== null && box !== 'new' ? box : null;
  const [collectionId, setCollectionId] = useState<number | undefined>(collections[0]?.id);
  const items = useQuery({ ...itemsQuery({ page: 1, collection_id: collectionId }), enabled: !editing && collectionId !== undefined });
  const initial: BoxForm = editing
    ? {
        name: editing.name,
        description: editing.description,
        image: editing.image,
        price: editing.price,
        enabled: editing.enabled,
        sort_order: editing.sort_order,
        prizes: [],
        odds: [],
      }
    : {
        name: empty,
        description: empty,
        image: null,
        price: '10',
        enabled: true,
        sort_order: 0,
        collection_id: collections[0]?.id,
        prizes: [],
        odds: [
          { tier: 'N', ppm: 700000 },
          { tier: 'R', ppm: 250000 },
          { tier: 'SR', ppm: 45000 },
          { tier: 'SSR', ppm: 5000 },
        ],
      };
  return (
    <FormModal<BoxForm>
      open={box !== null}
      title={editing ? `Edit box #${editing.id}` : 'New blind box'}
      summary={
        editing
          ? 'Name, image, price and sale. Odds and stock change with their own buttons, so each odds change is a new public commitment.'
          : 'The prizes reserve their items’ supply. The odds list exactly the prizes’ tiers, in the order members see them, in parts per million summing to 1,000,000; they are published with their SHA-256 before the first draw.'
      }
      okText={editing ? 'Save box' : 'Create box'}
      onClose={onClose}
      initialValues={initial}
      testId="box-editor"
      onSubmit={(v) =>
        save.mutateAsync({
          ...(editing ? { id: editing.id } : { odds: v.odds, prizes: v.prizes }),
          name: v.name,
          description: v.description,
          image_id: v.image?.id ?? null,
          price: v.price.trim(),
          enabled: v.enabled,
          sort_order: v.sort_order,
        })
      }
    >
      <Typography.Text strong>Name and description in every language</Typography.Text>
      {languages.map((lang) => (
        <Space key={lang.key} style={{ display: 'flex' }} align="baseline">
          <Form.Item name={['name', lang.key]} label={`${lang.label} name`} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={60} data-testid={`box-name-${lang.key}`} />
          </Form.Item>
          <Form.Item name={['description', lang.key]} label="Description">
            <Input maxLength={200} style={{ width: 240 }} />
          </Form.Item>
        </Space>
      ))}
      <Form.Item name="image" label="Image">
        <ImageField testId="box-image" />
      </Form.Item>
      <Space wrap size="large">
        <Form.Item name="price" label="Price (USDT)" rules={[priceRule]}>
          <Input style={{ width: 140 }} data-testid="box-price" />
        </Form.Item>
        <Form.Item name="sort_order" label="Sort order">
          <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label="On sale" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      {!editing && (
        <>
          <Form.Item name="collection_id" label="Prizes from the collection">
            <Select options={collections.map((c) => ({ value: c.id, label: c.name.en }))} onChange={(id: number) => setCollectionId(id)} />
          </Form.Item>
          <Form.List name="prizes">
            {(fields, { add, remove }) => (
              <>
                <Typography.Text strong>Prizes</Typography.Text>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'item_id']} rules={[{ required: true, message: 'An item' }]}>
                      <Select
                        style={{ width: 260 }}
                        placeholder="Item"
                        options={(items.data?.list ?? []).map((i) => ({
                          value: i.id,
                          label: `${i.tier} · ${i.name.en} (${i.available} free)`,
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'stock']} rules={[{ required: true, message: 'Stock' }]}>
                      <InputNumber min={1} max={1_000_000} precision={0} placeholder="Stock" />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>Remove</Button>
                  </Space>
                ))}
                <div style={{ marginBottom: 16 }}>
                  <Button onClick={() => add({ stock: 100 })} data-testid="prize-add">
                    Add prize
                  </Button>
                </div>
              </>
            )}
          </Form.List>
          <OddsFields />
        </>
      )}
    </FormModal>
  );
}

/** The rows of an odds table: tier and parts per million, with the running sum. */
function OddsFields() {
  return (
    <Form.List name="odds">
      {(fields, { add, remove }) => (
        <>
          <Typography.Text strong>Odds (ppm, summing to 1,000,000)</Typography.Text>
          {fields.map((field) => (
            <Space key={field.key} align="baseline">
              <Form.Item name={[field.name, 'tier']} rules={[{ required: true }]}>
                <Select style={{ width: 100 }} options={tiers.map((t) => ({ value: t, label: t }))} />
              </Form.Item>
              <Form.Item name={[field.name, 'ppm']} rules={[{ required: true }]}>
                <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 140 }} />
              </Form.Item>
              <Button onClick={() => remove(field.name)}>Remove</Button>
            </Space>
          ))}
          <div>
            <Button onClick={() => add({ tier: 'N', ppm: 0 })} disabled={fields.length >= tiers.length}>
              Add tier
            </Button>
          </div>
          <Form.Item noStyle shouldUpdate>
            {(form) => {
              const sum = ((form.getFieldValue('odds') ?? []) as { ppm?: number }[]).reduce((s, o) => s + (o?.ppm ?? 0), 0);
              return (
                <Typography.Text type={sum === 1_000_000 ? 'success' : 'danger'} data-testid="odds-sum">
                  Sum {sum.toLocaleString()} / 1,000,000
                </Typography.Text>
              );
            }}
          </Form.Item>
        </>
      )}
    </Form.List>
  );
}

function OddsModal({ box, onClose }: { box: AdminBox | null; onClose: () => void }) {
  const publish = useNftWrite('boxOdds');
  return (
    <FormModal<{ odds: { tier: Tier; ppm: number }[] }>
      open={box !== null}
      title={`New odds for ${box?.name.en ?? ''}`}
      summary="Published at once as a new commitment with its SHA-256: members see it before the next draw, and every draw names the odds it used. A tier with stock needs more than 0 ppm, a tier without stock 0."
      okText="Publish odds"
      onClose={onClose}
      initialValues={{ odds: (box?.odds ?? []) as { tier: Tier; ppm: number }[] }}
      testId="odds-modal"
      onSubmit={(v) => publish.mutateAsync({ box_id: box!.id, odds: v.odds })}
    >
      <OddsFields />
    </FormModal>
  );
}

function RestockModal({ box, onClose }: { box: AdminBox | null; onClose: () => void }) {
  const restock = useNftWrite('restock');
  return (
    <FormModal<{ item_id: number; add: number }>
      open={box !== null}
      title={`Restock ${box?.name.en ?? ''}`}
      summary="Adds prizes of an item already in the box (its supply is reserved). Stock added to a tier at 0 ppm is drawn only after you publish odds for it."
      okText="Add stock"
      onClose={onClose}
      initialValues={{ add: 10 }}
      testId="restock-modal"
      onSubmit={(v) => restock.mutateAsync({ box_id: box!.id, item_id: v.item_id, add: v.add })}
    >
      <Form.Item name="item_id" label="Item" rules={[{ required: true }]}>
        <Select options={(box?.prizes ?? []).map((p) => ({ value: p.item_id, label: `${p.tier} · ${p.item_name} (${p.stock} left)` }))} />
      </Form.Item>
      <Form.Item name="add" label="Add" rules={[{ required: true }]}>
        <InputNumber min={1} max={1_000_000} precision={0} />
      </Form.Item>
    </FormModal>
  );
}

function BoxCard({ box, onEdit, onOdds, onRestock }: { box: AdminBox; onEdit: () => void; onOdds: () => void; onRestock: () => void }) {
  const stock = (tier: string) => box.prizes.filter((p) => p.tier === tier).reduce((s, p) => s + p.stock, 0);
  return (
    <Card
      style={{ marginBottom: 16 }}
      title={
        <Flex gap={8} align="center">
          {box.image && <img src={box.image.url} alt="" width={32} height={32} style={{ borderRadius: 6 }} />}
          {box.name.en} <Typography.Text type="secondary">#{box.id}</Typography.Text>
          {box.enabled ? <Tag color="green">On sale</Tag> : <Tag>Off</Tag>}
        </Flex>
      }
      extra={
        <Space>
          <Button onClick={onEdit}>Edit</Button>
          <Button onClick={onOdds} data-testid={`odds-${box.id}`}>
            New odds
          </Button>
          <Button onClick={onRestock}>Restock</Button>
        </Space>
      }
      data-testid={`box-${box.id}`}
    >
      <Descriptions size="small" column={4}>
        <Descriptions.Item label="Price">
          <Money amount={box.price} asset={box.asset} />
        </Descriptions.Item>
        <Descriptions.Item label="Left">
          {box.remaining} / {box.total}
        </Descriptions.Item>
        <Descriptions.Item label="Draws">{box.draws}</Descriptions.Item>
        <Descriptions.Item label="Odds hash">
          <Typography.Text code copyable style={{ fontSize: 11 }}>
            {box.odds_hash.slice(0, 16)}…
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Table
        rowKey="tier"
        size="small"
        pagination={false}
        dataSource={box.odds}
        columns={[
          { title: 'Tier', dataIndex: 'tier', render: (t: string) => <Tag color={tierColors[t]}>{t}</Tag> },
          { title: 'Chance', dataIndex: 'ppm', render: (ppm: number) => `${percent(ppm)} (${ppm.toLocaleString()} ppm)` },
          { title: 'Stock', render: (_, o) => stock(o.tier) },
          {
            title: 'Prizes',
            render: (_, o) =>
              box.prizes
                .filter((p) => p.tier === o.tier)
                .map((p) => `${p.item_name} × ${p.stock}`)
                .join(', '),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Commitments
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={box.commitments}
        columns={[
          { title: 'Published', dataIndex: 'created_at', render: formatTime, width: 170 },
          { title: 'Why', dataIndex: 'reason', render: (r: string) => <Tag>{r}</Tag> },
          {
            title: 'Odds',
            dataIndex: 'odds',
            render: (odds: AdminBox['odds']) => odds.map((o) => `${o.tier} ${percent(o.ppm)}`).join(' · '),
          },
          {
            title: 'SHA-256',
            dataIndex: 'odds_hash',
            render: (h: string) => (
              <Typography.Text code style={{ fontSize: 11 }}>
                {h}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** Blind boxes: prizes and stock, odds and every commitment they published; new boxes, new odds, restock. */
export default function NftBoxesPage() {
  const boxes = useQuery(boxesQuery);
  const collections = useQuery(collectionsQuery);
  const [editing, setEditing] = useState<AdminBox | 'new' | null>(null);
  const [odds, setOdds] = useState<AdminBox | null>(null);
  const [restock, setRestock] = useState<AdminBox | null>(null);
  const list = boxes.data?.list ?? [];
  return (
    <>
      <PageTitle
        title="Blind boxes"
        extra={
          <Button
            type="primary"
            disabled={(collections.data?.list ?? []).length === 0}
            onClick={() => setEditing('new')}
            data-testid="box-new"
          >
            New box
          </Button>
        }
      />
      {boxes.isError && <Alert type="error" showIcon title={boxes.error.message} style={{ marginBottom: 16 }} />}
      {boxes.isPending ? (
        <Card loading />
      ) : list.length === 0 ? (
        <Card>
          <Empty description="No boxes yet: create collections and items, then a box with their prizes" />
        </Card>
      ) : (
        list.map((box) => (
          <BoxCard key={box.id} box={box} onEdit={() => setEditing(box)} onOdds={() => setOdds(box)} onRestock={() => setRestock(box)} />
        ))
      )}
      {editing !== null && <BoxEditor box={editing} collections={collections.data?.list ?? []} onClose={() => setEditing(null)} />}
      <OddsModal box={odds} onClose={() => setOdds(null)} />
      <RestockModal box={restock} onClose={() => setRestock(null)} />
    </>
  );
}
