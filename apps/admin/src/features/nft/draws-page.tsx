import type { AdminDraw, AdminRecipe } from '@mcc/contract/admin-nft';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AddButton } from '../../components/add-button';
import { CatalogueTable, EnabledField, enabledColumn } from '../../components/catalogue-fields';
import { HistoryTable } from '../../components/cursor-table';
import { type EditTarget, editedId, editedRow, editorValues } from '../../components/edit-target';
import { EnumTag } from '../../components/enum-tag';
import { FilterSelect } from '../../components/filter-select';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { TabbedPage } from '../../components/page-title';
import { timeColumn } from '../../components/time-column';
import { UidFilter } from '../../components/uid-filter';
import { useCursorList } from '../../components/use-cursor';
import { t } from '../../i18n/i18n';
import { enumLabel } from '../../lib/format';
import { boxesQuery, collectionOptions, collectionsQuery, drawsQuery, recipesQuery, tierColors, tiers, useNftWrite } from './api';

type DrawSearch = { kind?: 'box' | 'synthesis'; box_id?: number; uid?: string };

function Draws() {
  const [search, setSearch] = useState<DrawSearch>({});
  // Paged by cursor (newer / older), each page at the cost of the first; a new filter starts from the newest.
  const draws = useCursorList(search, (before) => drawsQuery({ ...search, before }));
  const boxes = useQuery(boxesQuery);
  return (
    <Card>
      <Space style={{ marginBottom: 16 }} wrap>
        <FilterSelect
          label={t('nft.boxesAndSyntheses')}
          width={200}
          options={[
            { value: 'box', label: t('nft.boxDraws') },
            { value: 'synthesis', label: t('nft.syntheses') },
          ]}
          onChange={(kind?: DrawSearch['kind']) => setSearch((s) => ({ ...s, kind }))}
        />
        <FilterSelect
          label={t('nft.anyBox')}
          width={200}
          options={(boxes.data?.list ?? []).map((b) => ({ value: b.id, label: b.name.en }))}
          onChange={(box_id?: number) => setSearch((s) => ({ ...s, box_id }))}
        />
        <UidFilter placeholder={t('nft.memberUid')} button={t('nft.filter')} onFilter={(uid) => setSearch((s) => ({ ...s, uid }))} />
      </Space>
      <HistoryTable<AdminDraw>
        list={draws}
        emptyText={t('nft.noDrawsInThis')}
        testId="nft-draws"
        tableTestId="draws-table"
        columns={[
          { title: t('nft.kind'), dataIndex: 'kind', render: (k: string) => <EnumTag kind="drawKind" value={k} /> },
          { title: t('nft.member'), dataIndex: 'uid' },
          { title: t('nft.boxRecipe'), dataIndex: 'title' },
          {
            title: t('nft.outcome'),
            dataIndex: 'tier',
            render: (tier: string) => (
              <Tag color={tierColors[tier] ?? (tier === 'success' ? 'green' : 'red')}>
                {tier in tierColors ? tier : enumLabel('drawOutcome', tier)}
              </Tag>
            ),
          },
          { title: t('nft.nonce'), dataIndex: 'nonce', align: 'right' },
          { title: t('nft.ticket'), dataIndex: 'ticket', align: 'right' },
          { title: 'NFT', dataIndex: 'token_id', render: (id: number | null) => (id ? `#${id}` : '—') },
          { title: t('nft.paid'), render: (_, d) => (d.price ? <Money amount={d.price} asset="USDT" /> : '—') },
          {
            title: t('nft.seed'),
            dataIndex: 'revealed',
            render: (r: boolean) => (r ? <EnumTag kind="seed" value="revealed" color="green" /> : <EnumTag kind="seed" value="secret" />),
          },
          {
            title: t('nft.oddsHash'),
            dataIndex: 'odds_hash',
            render: (h: string) => (
              <Typography.Text code style={{ fontSize: 11 }}>
                {h.slice(0, 12)}…
              </Typography.Text>
            ),
          },
          timeColumn(t('nft.at'), 'created_at'),
        ]}
      />
    </Card>
  );
}

interface RecipeForm {
  collection_id: number;
  from_tier: (typeof tiers)[number];
  inputs: number;
  chance_percent: string;
  enabled: boolean;
}

function RecipeEditor({ recipe, onClose }: { recipe: EditTarget<AdminRecipe>; onClose: () => void }) {
  const save = useNftWrite('saveRecipe');
  const collections = useQuery(collectionsQuery);
  const editing = editedRow(recipe);
  const initial = editorValues<RecipeForm>(
    { collection_id: collections.data?.list[0]?.id ?? 0, from_tier: 'N', inputs: 3, chance_percent: '30', enabled: true },
    editing && { ...editing, from_tier: editing.from_tier as RecipeForm['from_tier'] },
  );
  return (
    <FormModal<RecipeForm>
      open={recipe !== null}
      title={editing ? t('nft.editRecipe', { id: editing.id }) : t('nft.newRecipe')}
      summary={t('nft.membersBurnTheInputs')}
      okText={editing ? t('nft.saveRecipe') : t('nft.createRecipe')}
      onClose={onClose}
      initialValues={initial}
      testId="recipe-editor"
      onSubmit={(v) => save.mutateAsync({ ...editedId(editing), ...v, chance_percent: v.chance_percent.trim() })}
    >
      <Form.Item name="collection_id" label={t('nft.collection')} rules={[{ required: true }]}>
        <Select options={collectionOptions(collections.data?.list ?? [])} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="from_tier" label={t('nft.burnTier')}>
          <Select
            style={{ width: 120 }}
            options={tiers.slice(0, -1).map((tier) => ({ value: tier, label: `${tier} → ${tiers[tiers.indexOf(tier) + 1]}` }))}
          />
        </Form.Item>
        <Form.Item name="inputs" label={t('nft.nftsBurnedPerTry')}>
          <InputNumber min={2} max={10} precision={0} />
        </Form.Item>
        <Form.Item
          name="chance_percent"
          label={t('nft.chanceOfSuccess')}
          rules={[{ pattern: /^\d{1,3}(\.\d{1,4})?$/, message: t('nft.n0To100Four') }]}
        >
          <Input style={{ width: 140 }} data-testid="recipe-chance" />
        </Form.Item>
        <EnabledField label={t('nft.open')} />
      </Space>
    </FormModal>
  );
}

function Recipes() {
  const recipes = useQuery(recipesQuery);
  const [editing, setEditing] = useState<EditTarget<AdminRecipe>>(null);
  return (
    <Card
      extra={<AddButton label={t('nft.newRecipe')} testId="recipe-new" onClick={() => setEditing('new')} />}
      title={t('nft.synthesisRecipes')}
    >
      <CatalogueTable<AdminRecipe>
        query={recipes}
        emptyText={t('nft.noRecipesYet')}
        testId="recipes-table"
        columns={[
          { title: t('nft.collection'), dataIndex: 'collection_name' },
          { title: t('nft.recipe'), render: (_, r) => `${r.inputs} × ${r.from_tier} → ${r.to_tier}` },
          { title: t('nft.chance'), dataIndex: 'chance_percent', render: (c: string) => `${c}%` },
          { title: t('nft.leftToWin'), dataIndex: 'outputs_left', align: 'right' },
          { title: t('nft.tries'), dataIndex: 'tries', align: 'right' },
          { title: t('nft.successes'), dataIndex: 'successes', align: 'right' },
          enabledColumn(t('nft.status'), t('nft.open'), t('nft.closed')),
          timeColumn(t('nft.updated'), 'updated_at'),
          {
            title: '',
            render: (_, r) => (
              <Button size="small" onClick={() => setEditing(r)}>
                {t('nft.edit')}
              </Button>
            ),
          },
        ]}
      />
      <RecipeEditor recipe={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

/** Every draw of boxes and syntheses (with whether its seed is revealed), and the synthesis recipes. */
export default function NftDrawsPage() {
  return (
    <TabbedPage
      title={t('nft.drawsAndTheChain')}
      tabs={[
        { key: 'draws', label: t('nft.draws'), children: <Draws /> },
        { key: 'recipes', label: t('nft.recipes'), children: <Recipes /> },
      ]}
    />
  );
}
