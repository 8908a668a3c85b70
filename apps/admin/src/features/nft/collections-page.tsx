import type { AdminCollection, AdminImage, AdminItem, AdminToken } from '@mcc/contract/admin-nft';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { AddButton } from '../../components/add-button';
import { CatalogueName, CatalogueTable, EnabledField, enabledColumn, SortOrderField } from '../../components/catalogue-fields';
import { CursorTable } from '../../components/cursor-table';
import { decimalRule } from '../../components/decimal-rule';
import { type EditTarget, editedId, editedRow, editorValues } from '../../components/edit-target';
import { EnumTag } from '../../components/enum-tag';
import { FilterSelect } from '../../components/filter-select';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { timeColumn } from '../../components/time-column';
import { useCursorList } from '../../components/use-cursor';
import { t } from '../../i18n/i18n';
import { noTexts } from '../../lib/languages';
import { tablePagination } from '../../lib/paged';
import { collectionOptions, collectionsQuery, itemsQuery, languages, tierOptions, type tiers, tokensQuery, useNftWrite } from './api';
import { ImageField } from './image-field';
import { tierColumn } from './tier-column';

type Texts = AdminCollection['name'];

/** Name and description in the four languages members read. */
function TextFields({ name, label, max, required }: { name: 'name' | 'description'; label: string; max: number; required?: boolean }) {
  return (
    <>
      <Typography.Text strong>{label} in every language</Typography.Text>
      {languages.map((lang) => (
        <Form.Item
          key={lang.key}
          name={[name, lang.key]}
          label={lang.label}
          rules={required ? [{ required: true, whitespace: true, message: t('nft.fieldIn', { language: lang.label, field: label }) }] : []}
        >
          {max > 80 ? <Input.TextArea rows={2} maxLength={max} /> : <Input maxLength={max} data-testid={`${name}-${lang.key}`} />}
        </Form.Item>
      ))}
    </>
  );
}

interface CollectionForm {
  name: Texts;
  description: Texts;
  image: AdminImage | null;
  royalty_percent: string;
  royalty_uid: string;
  enabled: boolean;
  sort_order: number;
}

function CollectionEditor({ collection, onClose }: { collection: EditTarget<AdminCollection>; onClose: () => void }) {
  const save = useNftWrite('saveCollection');
  const editing = editedRow(collection);
  const initial = editorValues<CollectionForm>(
    { name: noTexts, description: noTexts, image: null, royalty_percent: '5', royalty_uid: '', enabled: true, sort_order: 0 },
    editing && { ...editing, royalty_uid: editing.royalty_uid ?? '' },
  );
  return (
    <FormModal<CollectionForm>
      open={collection !== null}
      title={editing ? t('nft.editCollection', { id: editing.id }) : t('nft.newCollection')}
      summary={t('nft.theRoyaltyIsPaid')}
      okText={editing ? t('nft.saveCollection') : t('nft.createCollection')}
      onClose={onClose}
      initialValues={initial}
      testId="collection-editor"
      onSubmit={(v) =>
        save.mutateAsync({
          ...editedId(editing),
          name: v.name,
          description: v.description,
          image_id: v.image?.id ?? null,
          royalty_percent: v.royalty_percent,
          royalty_uid: v.royalty_uid.trim() || null,
          enabled: v.enabled,
          sort_order: v.sort_order,
        })
      }
    >
      <TextFields name="name" label={t('nft.name')} max={60} required />
      <TextFields name="description" label={t('nft.description')} max={500} />
      <Form.Item name="image" label={t('nft.coverImage')}>
        <ImageField testId="collection-image" />
      </Form.Item>
      <Space wrap>
        <Form.Item
          name="royalty_percent"
          label={t('nft.royalty')}
          rules={[{ pattern: /^\d{1,2}(\.\d{1,2})?$/, message: t('nft.n0To50Two') }]}
        >
          <Input style={{ width: 120 }} data-testid="collection-royalty" />
        </Form.Item>
        <Form.Item name="royalty_uid" label={t('nft.royaltyReceiverUidEmpty')}>
          <Input style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Space wrap size="large">
        <SortOrderField label={t('nft.sortOrderLowFirst')} />
        <EnabledField label={t('nft.shown')} />
      </Space>
    </FormModal>
  );
}

interface ItemForm {
  collection_id: number;
  name: Texts;
  description: Texts;
  image: AdminImage | null;
  tier: (typeof tiers)[number];
  supply: number;
  attributes: { name: string; value: string }[];
}

function ItemEditor({ item, collections, onClose }: { item: EditTarget<AdminItem>; collections: AdminCollection[]; onClose: () => void }) {
  const save = useNftWrite('saveItem');
  const editing = editedRow(item);
  const used = editing ? editing.minted + editing.reserved : 0;
  const initial = editorValues<ItemForm>(
    { collection_id: collections[0]?.id ?? 0, name: noTexts, description: noTexts, image: null, tier: 'N', supply: 100, attributes: [] },
    editing && { ...editing, tier: editing.tier as ItemForm['tier'] },
  );
  return (
    <FormModal<ItemForm>
      open={item !== null}
      title={editing ? t('nft.editItem', { id: editing.id }) : t('nft.newItem')}
      summary={
        used > 0 ? (
          <Alert type="info" showIcon title={t('nft.itemUsed', { minted: editing?.minted ?? 0, reserved: editing?.reserved ?? 0, used })} />
        ) : (
          t('nft.itemImage')
        )
      }
      okText={editing ? t('nft.saveItem') : t('nft.createItem')}
      onClose={onClose}
      initialValues={initial}
      testId="item-editor"
      onSubmit={(v) => {
        if (!v.image) throw new Error(t('nft.uploadFirst'));
        return save.mutateAsync({
          ...editedId(editing),
          collection_id: v.collection_id,
          name: v.name,
          description: v.description,
          image_id: v.image.id,
          tier: v.tier,
          supply: v.supply,
          attributes: v.attributes ?? [],
        });
      }}
    >
      <Form.Item name="collection_id" label={t('nft.collection')} rules={[{ required: true }]}>
        <Select options={collectionOptions(collections)} disabled={used > 0} />
      </Form.Item>
      <TextFields name="name" label={t('nft.name')} max={60} required />
      <TextFields name="description" label={t('nft.description')} max={500} />
      <Form.Item name="image" label={t('nft.image')} rules={[{ required: true, message: t('nft.uploadTheImage') }]}>
        <ImageField testId="item-image" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="tier" label={t('nft.rarityTier')}>
          <Select style={{ width: 120 }} options={tierOptions} disabled={used > 0} />
        </Form.Item>
        <Form.Item name="supply" label={t('nft.supplyMostThatMay')}>
          <InputNumber min={Math.max(1, used)} max={1_000_000} precision={0} data-testid="item-supply" />
        </Form.Item>
      </Space>
      <Form.List name="attributes">
        {(fields, { add, remove }) => (
          <>
            <div>
              <Typography.Text strong>{t('nft.attributes')}</Typography.Text>
            </div>
            {fields.map((field) => (
              <Space key={field.key} align="baseline">
                <Form.Item name={[field.name, 'name']} rules={[{ required: true, message: t('nft.name') }]}>
                  <Input placeholder={t('nft.name')} maxLength={40} />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} rules={[{ required: true, message: t('nft.value') }]}>
                  <Input placeholder={t('nft.value')} maxLength={80} />
                </Form.Item>
                <Button onClick={() => remove(field.name)}>{t('nft.remove')}</Button>
              </Space>
            ))}
            <div>
              <Button onClick={() => add({ name: '', value: '' })} disabled={fields.length >= 12}>
                {t('nft.addAttribute')}
              </Button>
            </div>
          </>
        )}
      </Form.List>
    </FormModal>
  );
}

function MintModal({ item, onClose }: { item: AdminItem | null; onClose: () => void }) {
  const mint = useNftWrite('mint');
  return (
    <FormModal<{ count: number }>
      open={item !== null}
      title={t('nft.mintTitle', { name: item?.name.en ?? '' })}
      summary={item ? t('nft.mintSummary', { count: item.available }) : undefined}
      okText={t('nft.mint')}
      onClose={onClose}
      initialValues={{ count: 1 }}
      testId="mint-modal"
      onSubmit={(v) => mint.mutateAsync({ item_id: item!.id, count: v.count })}
    >
      <Form.Item name="count" label={t('nft.howMany1100')} rules={[{ required: true }]}>
        <InputNumber min={1} max={Math.max(1, Math.min(100, item?.available ?? 1))} precision={0} />
      </Form.Item>
    </FormModal>
  );
}

function SellModal({ token, onClose }: { token: AdminToken | null; onClose: () => void }) {
  const create = useNftWrite('createListing');
  return (
    <FormModal<{ price: string }>
      open={token !== null}
      title={t('nft.sellTitle', { name: token?.name ?? '', serial: token?.serial ?? '' })}
      summary={t('nft.aPrimarySaleMembers')}
      okText={t('nft.putOnSale')}
      onClose={onClose}
      initialValues={{ price: '' }}
      testId="sell-modal"
      onSubmit={(v) => create.mutateAsync({ token_id: token!.id, price: v.price.trim() })}
    >
      <Form.Item name="price" label={t('nft.priceUsdt')} rules={[decimalRule(2, t('nft.plainAmount'))]}>
        <Input style={{ width: 160 }} data-testid="sell-price" />
      </Form.Item>
    </FormModal>
  );
}

function StockDrawer({ item, onClose }: { item: AdminItem | null; onClose: () => void }) {
  // Paged by cursor (newer / older); another design's stock starts from the newest.
  const tokens = useCursorList(item?.id, (before) => ({
    ...tokensQuery({ before, item_id: item?.id, owner: 'platform' }),
    enabled: item !== null,
  }));
  const [selling, setSelling] = useState<AdminToken | null>(null);
  return (
    <Drawer open={item !== null} onClose={onClose} size="large" title={t('nft.stockTitle', { name: item?.name.en ?? '' })}>
      <QueryError query={tokens.query} />
      <CursorTable<AdminToken>
        list={tokens}
        emptyText={t('nft.noNftsInStock')}
        testId="nft-stock"
        tableTestId="stock-table"
        size="small"
        columns={[
          { title: 'NFT', dataIndex: 'id', render: (id: number, tok) => `#${id} (${tok.serial})` },
          { title: t('nft.state'), dataIndex: 'state', render: (s: string) => <EnumTag kind="tokenState" value={s} /> },
          { title: t('nft.price'), render: (_, tok) => (tok.price ? <Money amount={tok.price} asset="USDT" /> : '—') },
          {
            title: '',
            render: (_, tok) =>
              tok.state === 'held' ? (
                <Button size="small" onClick={() => setSelling(tok)} data-testid={`sell-${tok.id}`}>
                  {t('nft.sell')}
                </Button>
              ) : null,
          },
        ]}
      />
      <SellModal token={selling} onClose={() => setSelling(null)} />
    </Drawer>
  );
}

/** Collections and their item designs: texts in four languages, images, tiers, supply, royalty; minting and primary sales. */
export default function NftCollectionsPage() {
  const collections = useQuery(collectionsQuery);
  const [editing, setEditing] = useState<EditTarget<AdminCollection>>(null);
  const [search, setSearch] = useState<{ page: number; collection_id?: number }>({ page: 1 });
  const items = useQuery(itemsQuery(search));
  const [editingItem, setEditingItem] = useState<EditTarget<AdminItem>>(null);
  const [minting, setMinting] = useState<AdminItem | null>(null);
  const [stock, setStock] = useState<AdminItem | null>(null);
  const list = collections.data?.list ?? [];

  return (
    <>
      <PageTitle title={t('nft.nftCollections')} />
      <Card
        title={t('nft.collections')}
        extra={<AddButton label={t('nft.newCollection')} testId="collection-new" onClick={() => setEditing('new')} />}
      >
        <CatalogueTable<AdminCollection>
          query={collections}
          emptyText={t('nft.noCollectionsYetCreate')}
          testId="collections-table"
          columns={[
            {
              title: t('nft.cover'),
              render: (_, c) => (c.image ? <img src={c.image.url} alt="" width={40} height={40} style={{ borderRadius: 6 }} /> : '—'),
            },
            {
              title: t('nft.name'),
              render: (_, c) => <CatalogueName name={c.name} />,
            },
            { title: t('nft.royalty2'), render: (_, c) => `${c.royalty_percent}% → ${c.royalty_uid ?? t('nft.platform')}` },
            { title: t('nft.items'), dataIndex: 'items', align: 'right' },
            { title: t('nft.minted'), dataIndex: 'minted', align: 'right' },
            enabledColumn(t('nft.status'), t('nft.shown'), t('nft.hidden')),
            timeColumn(t('nft.updated'), 'updated_at'),
            {
              title: '',
              render: (_, c) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(c)}>
                    {t('nft.edit')}
                  </Button>
                  <Button size="small" onClick={() => setSearch({ page: 1, collection_id: c.id })}>
                    {t('nft.items')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card
        style={{ marginTop: 16 }}
        title={t('nft.items')}
        extra={
          <Space>
            <FilterSelect
              label={t('nft.anyCollection')}
              width={200}
              value={search.collection_id}
              options={collectionOptions(list)}
              onChange={(collection_id?: number) => setSearch({ page: 1, collection_id })}
            />
            <Button type="primary" disabled={list.length === 0} onClick={() => setEditingItem('new')} data-testid="item-new">
              {t('nft.newItem')}
            </Button>
          </Space>
        }
      >
        <CatalogueTable<AdminItem>
          query={items}
          emptyText={list.length === 0 ? t('nft.createCollectionFirst') : t('nft.noItemsInView')}
          testId="items-table"
          pagination={tablePagination(items.data, (page) => setSearch((s) => ({ ...s, page })))}
          columns={[
            {
              title: t('nft.image'),
              render: (_, i) => (
                <img src={i.image.url} alt="" width={40} height={40} style={{ borderRadius: 6, imageRendering: 'pixelated' }} />
              ),
            },
            { title: t('nft.name'), render: (_, i) => i.name.en },
            { title: t('nft.collection'), dataIndex: 'collection_name' },
            tierColumn(),
            { title: t('nft.supply'), dataIndex: 'supply', align: 'right' },
            { title: t('nft.minted'), dataIndex: 'minted', align: 'right' },
            { title: t('nft.inBoxes'), dataIndex: 'reserved', align: 'right' },
            { title: t('nft.free'), dataIndex: 'available', align: 'right' },
            { title: t('nft.platformStock'), dataIndex: 'platform_stock', align: 'right' },
            {
              title: '',
              render: (_, i) => (
                <Space>
                  <Button size="small" onClick={() => setEditingItem(i)}>
                    {t('nft.edit')}
                  </Button>
                  <Button size="small" disabled={i.available === 0} onClick={() => setMinting(i)} data-testid={`mint-${i.id}`}>
                    {t('nft.mint')}
                  </Button>
                  <Button size="small" onClick={() => setStock(i)} data-testid={`stock-${i.id}`}>
                    {t('nft.stock')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <CollectionEditor collection={editing} onClose={() => setEditing(null)} />
      <ItemEditor item={editingItem} collections={list} onClose={() => setEditingItem(null)} />
      <MintModal item={minting} onClose={() => setMinting(null)} />
      <StockDrawer item={stock} onClose={() => setStock(null)} />
    </>
  );
}
