import type { AdminBox, AdminCollection, AdminImage } from '@mcc/contract/admin-nft';
import { ppmPercent } from '@mcc/contract/fair-roll';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Form, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AddButton } from '../../components/add-button';
import { EnabledField, SortOrderField } from '../../components/catalogue-fields';
import { decimalRule } from '../../components/decimal-rule';
import { type EditTarget, editedRow } from '../../components/edit-target';
import { EnumTag } from '../../components/enum-tag';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { timeColumn } from '../../components/time-column';
import { t } from '../../i18n/i18n';
import { noTexts } from '../../lib/languages';
import { boxesQuery, collectionOptions, collectionsQuery, itemsQuery, languages, tierOptions, tiers, useNftWrite } from './api';
import { ImageField } from './image-field';
import { tierColumn } from './tier-column';

type Texts = AdminBox['name'];
type Tier = (typeof tiers)[number];

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

function BoxEditor({ box, collections, onClose }: { box: EditTarget<AdminBox>; collections: AdminCollection[]; onClose: () => void }) {
  const save = useNftWrite('saveBox');
  const editing = editedRow(box);
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
        name: noTexts,
        description: noTexts,
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
      title={editing ? t('nft.editBox', { id: editing.id }) : t('nft.newBox')}
      summary={editing ? t('nft.editBoxSummary') : t('nft.newBoxSummary')}
      okText={editing ? t('nft.saveBox') : t('nft.createBox')}
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
      <Typography.Text strong>{t('nft.nameAndDescriptionIn')}</Typography.Text>
      {languages.map((lang) => (
        <Space key={lang.key} style={{ display: 'flex' }} align="baseline">
          <Form.Item
            name={['name', lang.key]}
            label={t('nft.nameIn', { language: lang.label })}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={60} data-testid={`box-name-${lang.key}`} />
          </Form.Item>
          <Form.Item name={['description', lang.key]} label={t('nft.description')}>
            <Input maxLength={200} style={{ width: 240 }} />
          </Form.Item>
        </Space>
      ))}
      <Form.Item name="image" label={t('nft.image')}>
        <ImageField testId="box-image" />
      </Form.Item>
      <Space wrap size="large">
        <Form.Item name="price" label={t('nft.priceUsdt')} rules={[decimalRule(2, t('nft.plainAmount'))]}>
          <Input style={{ width: 140 }} data-testid="box-price" />
        </Form.Item>
        <SortOrderField label={t('nft.sortOrder')} />
        <EnabledField label={t('nft.onSale')} />
      </Space>
      {!editing && (
        <>
          <Form.Item name="collection_id" label={t('nft.prizesFromTheCollection')}>
            <Select options={collectionOptions(collections)} onChange={(id: number) => setCollectionId(id)} />
          </Form.Item>
          <Form.List name="prizes">
            {(fields, { add, remove }) => (
              <>
                <Typography.Text strong>{t('nft.prizes')}</Typography.Text>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'item_id']} rules={[{ required: true, message: t('nft.anItem') }]}>
                      <Select
                        style={{ width: 260 }}
                        placeholder={t('nft.item')}
                        options={(items.data?.list ?? []).map((i) => ({
                          value: i.id,
                          label: t('nft.itemFree', { tier: i.tier, name: i.name.en, count: i.available }),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'stock']} rules={[{ required: true, message: t('nft.stock') }]}>
                      <InputNumber min={1} max={1_000_000} precision={0} placeholder={t('nft.stock')} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>{t('nft.remove')}</Button>
                  </Space>
                ))}
                <div style={{ marginBottom: 16 }}>
                  <Button onClick={() => add({ stock: 100 })} data-testid="prize-add">
                    {t('nft.addPrize')}
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
          <Typography.Text strong>{t('nft.oddsPpmSummingTo')}</Typography.Text>
          {fields.map((field) => (
            <Space key={field.key} align="baseline">
              <Form.Item name={[field.name, 'tier']} rules={[{ required: true }]}>
                <Select style={{ width: 100 }} options={tierOptions} />
              </Form.Item>
              <Form.Item name={[field.name, 'ppm']} rules={[{ required: true }]}>
                <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 140 }} />
              </Form.Item>
              <Button onClick={() => remove(field.name)}>{t('nft.remove')}</Button>
            </Space>
          ))}
          <div>
            <Button onClick={() => add({ tier: 'N', ppm: 0 })} disabled={fields.length >= tiers.length}>
              {t('nft.addTier')}
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
      title={t('nft.newOddsFor', { name: box?.name.en ?? '' })}
      summary={t('nft.publishedAtOnceAs')}
      okText={t('nft.publishOdds')}
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
      title={t('nft.restockTitle', { name: box?.name.en ?? '' })}
      summary={t('nft.addsPrizesOfAn')}
      okText={t('nft.addStock')}
      onClose={onClose}
      initialValues={{ add: 10 }}
      testId="restock-modal"
      onSubmit={(v) => restock.mutateAsync({ box_id: box!.id, item_id: v.item_id, add: v.add })}
    >
      <Form.Item name="item_id" label={t('nft.item')} rules={[{ required: true }]}>
        <Select
          options={(box?.prizes ?? []).map((p) => ({
            value: p.item_id,
            label: t('nft.itemLeft', { tier: p.tier, name: p.item_name, count: p.stock }),
          }))}
        />
      </Form.Item>
      <Form.Item name="add" label={t('nft.add')} rules={[{ required: true }]}>
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
          {box.enabled ? <Tag color="green">{t('nft.onSale')}</Tag> : <Tag>{t('nft.off')}</Tag>}
        </Flex>
      }
      extra={
        <Space>
          <Button onClick={onEdit}>{t('nft.edit')}</Button>
          <Button onClick={onOdds} data-testid={`odds-${box.id}`}>
            {t('nft.newOdds')}
          </Button>
          <Button onClick={onRestock}>{t('nft.restock')}</Button>
        </Space>
      }
      data-testid={`box-${box.id}`}
    >
      <Descriptions size="small" column={4}>
        <Descriptions.Item label={t('nft.price')}>
          <Money amount={box.price} asset={box.asset} />
        </Descriptions.Item>
        <Descriptions.Item label={t('nft.left')}>
          {box.remaining} / {box.total}
        </Descriptions.Item>
        <Descriptions.Item label={t('nft.draws')}>{box.draws}</Descriptions.Item>
        <Descriptions.Item label={t('nft.oddsHash')}>
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
          tierColumn<AdminBox['odds'][number]>(),
          { title: t('nft.chance'), dataIndex: 'ppm', render: (ppm: number) => `${percent(ppm)} (${ppm.toLocaleString()} ppm)` },
          { title: t('nft.stock'), render: (_, o) => stock(o.tier) },
          {
            title: t('nft.prizes'),
            render: (_, o) =>
              box.prizes
                .filter((p) => p.tier === o.tier)
                .map((p) => `${p.item_name} × ${p.stock}`)
                .join(', '),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('nft.commitments')}
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={box.commitments}
        columns={[
          timeColumn(t('nft.published'), 'created_at'),
          { title: t('nft.why'), dataIndex: 'reason', render: (r: string) => <EnumTag kind="oddsReason" value={r} /> },
          {
            title: t('nft.odds'),
            dataIndex: 'odds',
            render: (odds: AdminBox['odds']) => odds.map((o) => `${o.tier} ${percent(o.ppm)}`).join(' · '),
          },
          {
            title: t('nft.sha256'),
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
  const [editing, setEditing] = useState<EditTarget<AdminBox>>(null);
  const [odds, setOdds] = useState<AdminBox | null>(null);
  const [restock, setRestock] = useState<AdminBox | null>(null);
  const list = boxes.data?.list ?? [];
  return (
    <>
      <PageTitle
        title={t('nft.blindBoxes')}
        extra={
          <AddButton
            label={t('nft.newBox')}
            testId="box-new"
            onClick={() => setEditing('new')}
            disabled={(collections.data?.list ?? []).length === 0}
          />
        }
      />
      <QueryError query={boxes} style={{ marginBottom: 16 }} />
      {boxes.isPending ? (
        <Card loading />
      ) : list.length === 0 ? (
        <Card>
          <Empty description={t('nft.noBoxesYetCreate')} />
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
