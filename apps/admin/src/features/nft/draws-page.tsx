import type { AdminDraw, AdminRecipe } from '@mcc/contract/admin-nft';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { formatTime } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
import { boxesQuery, collectionsQuery, drawsQuery, recipesQuery, tierColors, tiers, useNftWrite } from './api';

type DrawSearch = { page: number; kind?: 'box' | 'synthesis'; box_id?: number; uid?: string };

function Draws() {
  const [search, setSearch] = useState<DrawSearch>({ page: 1 });
  const draws = useQuery(drawsQuery(search));
  const boxes = useQuery(boxesQuery);
  return (
    <Card>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          placeholder="Boxes and syntheses"
          allowClear
          style={{ width: 200 }}
          options={[
            { value: 'box', label: 'Box draws' },
            { value: 'synthesis', label: 'Syntheses' },
          ]}
          onChange={(kind?: DrawSearch['kind']) => setSearch((s) => ({ ...s, kind, page: 1 }))}
        />
        <Select
          placeholder="Any box"
          allowClear
          style={{ width: 200 }}
          options={(boxes.data?.list ?? []).map((b) => ({ value: b.id, label: b.name.en }))}
          onChange={(box_id?: number) => setSearch((s) => ({ ...s, box_id, page: 1 }))}
        />
        <Input.Search
          placeholder="Member UID"
          allowClear
          enterButton="Filter"
          onSearch={(uid) => setSearch((s) => ({ ...s, uid: uid.trim() || undefined, page: 1 }))}
        />
      </Space>
      {draws.isError && <Alert type="error" showIcon title={draws.error.message} style={{ marginBottom: 16 }} />}
      <Table<AdminDraw>
        rowKey="id"
        size="small"
        loading={draws.isFetching}
        dataSource={draws.data?.list}
        pagination={tablePagination(draws.data, (page) => setSearch((s) => ({ ...s, page })))}
        locale={{ emptyText: 'No draws in this view' }}
        data-testid="draws-table"
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: 'Kind', dataIndex: 'kind', render: (k: string) => <Tag>{k}</Tag> },
          { title: 'Member', dataIndex: 'uid' },
          { title: 'Box / recipe', dataIndex: 'title' },
          {
            title: 'Outcome',
            dataIndex: 'tier',
            render: (t: string) => <Tag color={tierColors[t] ?? (t === 'success' ? 'green' : 'red')}>{t}</Tag>,
          },
          { title: 'Nonce', dataIndex: 'nonce', align: 'right' },
          { title: 'Ticket', dataIndex: 'ticket', align: 'right' },
          { title: 'NFT', dataIndex: 'token_id', render: (id: number | null) => (id ? `#${id}` : '—') },
          { title: 'Paid', render: (_, d) => (d.price ? <Money amount={d.price} asset="USDT" /> : '—') },
          { title: 'Seed', dataIndex: 'revealed', render: (r: boolean) => (r ? <Tag color="green">revealed</Tag> : <Tag>secret</Tag>) },
          {
            title: 'Odds hash',
            dataIndex: 'odds_hash',
            render: (h: string) => (
              <Typography.Text code style={{ fontSize: 11 }}>
                {h.slice(0, 12)}…
              </Typography.Text>
            ),
          },
          { title: 'At', dataIndex: 'created_at', render: formatTime, width: 170 },
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

function RecipeEditor({ recipe, onClose }: { recipe: AdminRecipe | 'new' | null; onClose: () => void }) {
  const save = useNftWrite('saveRecipe');
  const collections = useQuery(collectionsQuery);
  const editing = recipe !== null && recipe !== 'new' ? recipe : null;
  const initial: RecipeForm = editing
    ? {
        collection_id: editing.collection_id,
        from_tier: editing.from_tier as RecipeForm['from_tier'],
        inputs: editing.inputs,
        chance_percent: editing.chance_percent,
        enabled: editing.enabled,
      }
    : { collection_id: collections.data?.list[0]?.id ?? 0, from_tier: 'N', inputs: 3, chance_percent: '30', enabled: true };
  return (
    <FormModal<RecipeForm>
      open={recipe !== null}
      title={editing ? `Edit recipe #${editing.id}` : 'New recipe'}
      summary="Members burn the inputs for this chance at one item of the next tier of the collection. The chance is published as odds (success / fail) with their SHA-256; a member who saw another chance is refused, never charged under the new one."
      okText={editing ? 'Save recipe' : 'Create recipe'}
      onClose={onClose}
      initialValues={initial}
      testId="recipe-editor"
      onSubmit={(v) => save.mutateAsync({ ...(editing ? { id: editing.id } : {}), ...v, chance_percent: v.chance_percent.trim() })}
    >
      <Form.Item name="collection_id" label="Collection" rules={[{ required: true }]}>
        <Select options={(collections.data?.list ?? []).map((c) => ({ value: c.id, label: c.name.en }))} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="from_tier" label="Burn tier">
          <Select
            style={{ width: 120 }}
            options={tiers.slice(0, -1).map((t) => ({ value: t, label: `${t} → ${tiers[tiers.indexOf(t) + 1]}` }))}
          />
        </Form.Item>
        <Form.Item name="inputs" label="NFTs burned per try">
          <InputNumber min={2} max={10} precision={0} />
        </Form.Item>
        <Form.Item
          name="chance_percent"
          label="Chance of success (%)"
          rules={[{ pattern: /^\d{1,3}(\.\d{1,4})?$/, message: '0 to 100, four decimals at most' }]}
        >
          <Input style={{ width: 140 }} data-testid="recipe-chance" />
        </Form.Item>
        <Form.Item name="enabled" label="Open" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </FormModal>
  );
}

function Recipes() {
  const recipes = useQuery(recipesQuery);
  const [editing, setEditing] = useState<AdminRecipe | 'new' | null>(null);
  return (
    <Card
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="recipe-new">
          New recipe
        </Button>
      }
      title="Synthesis recipes"
    >
      {recipes.isError && <Alert type="error" showIcon title={recipes.error.message} style={{ marginBottom: 16 }} />}
      <Table<AdminRecipe>
        rowKey="id"
        size="small"
        loading={recipes.isFetching}
        dataSource={recipes.data?.list}
        pagination={false}
        locale={{ emptyText: 'No recipes yet' }}
        data-testid="recipes-table"
        columns={[
          { title: '#', dataIndex: 'id', width: 50 },
          { title: 'Collection', dataIndex: 'collection_name' },
          { title: 'Recipe', render: (_, r) => `${r.inputs} × ${r.from_tier} → ${r.to_tier}` },
          { title: 'Chance', dataIndex: 'chance_percent', render: (c: string) => `${c}%` },
          { title: 'Left to win', dataIndex: 'outputs_left', align: 'right' },
          { title: 'Tries', dataIndex: 'tries', align: 'right' },
          { title: 'Successes', dataIndex: 'successes', align: 'right' },
          { title: 'Status', dataIndex: 'enabled', render: (on: boolean) => (on ? <Tag color="green">Open</Tag> : <Tag>Closed</Tag>) },
          { title: 'Updated', dataIndex: 'updated_at', render: formatTime, width: 170 },
          {
            title: '',
            render: (_, r) => (
              <Button size="small" onClick={() => setEditing(r)}>
                Edit
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
    <>
      <PageTitle title="Draws and the chain game" />
      <Tabs
        items={[
          { key: 'draws', label: 'Draws', children: <Draws /> },
          { key: 'recipes', label: 'Recipes', children: <Recipes /> },
        ]}
      />
    </>
  );
}
