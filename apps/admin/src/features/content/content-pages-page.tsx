import type { AdminContentPage, AdminContentPageBody, ContentPageKey } from '@mcc/contract/content';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { PageTitle } from '../../components/page-title';
import { formatTime } from '../../lib/format';
import { languages } from '../staking/api';
import { contentPagesQuery, useSaveContentPage } from './api';

const names: Record<ContentPageKey, string> = { agreement: 'User agreement', privacy: 'Privacy policy' };
/** Where members read each page. */
const memberPaths: Record<ContentPageKey, string> = {
  agreement: '/pages/content/content?key=agreement',
  privacy: '/pages/content/content?key=privacy',
};

type PageForm = Pick<AdminContentPageBody, 'title' | 'content'>;

function PageEditor({ page, onClose }: { page: AdminContentPage | null; onClose: () => void }) {
  const save = useSaveContentPage();
  return (
    <FormModal<PageForm>
      open={page !== null}
      title={page ? `Edit: ${names[page.key]}` : ''}
      summary="Members read it at registration and under About, in their language (an empty language falls back to 简体中文, then English). Every saved version stays in the audit log."
      okText="Save page"
      onClose={onClose}
      initialValues={page ? { title: page.title, content: page.content } : undefined}
      testId="content-editor"
      onSubmit={(values) => (page ? save.mutateAsync({ key: page.key, title: values.title, content: values.content }) : Promise.resolve())}
    >
      <Tabs
        items={languages.map((lang) => ({
          key: lang.key,
          label: lang.label,
          forceRender: true,
          children: (
            <>
              <Form.Item name={['title', lang.key]} label="Title">
                <Input maxLength={200} data-testid={`content-title-${lang.key}`} />
              </Form.Item>
              <Form.Item
                name={['content', lang.key]}
                label="Text"
                rules={lang.key === 'zh-Hans' ? [{ required: true, whitespace: true }] : []}
              >
                <Input.TextArea rows={14} maxLength={50000} data-testid={`content-text-${lang.key}`} />
              </Form.Item>
            </>
          ),
        }))}
      />
    </FormModal>
  );
}

/** The content pages (user agreement, privacy policy): what each says in four languages, and editing it. */
export default function ContentPagesPage() {
  const pages = useQuery(contentPagesQuery);
  const [editing, setEditing] = useState<AdminContentPage | null>(null);
  return (
    <>
      <PageTitle title="Content pages" />
      <Card>
        {pages.isError && <Alert type="error" showIcon title={pages.error.message} style={{ marginBottom: 16 }} />}
        <Table<AdminContentPage>
          rowKey="key"
          size="small"
          loading={pages.isFetching}
          dataSource={pages.data?.list}
          pagination={false}
          data-testid="content-pages-table"
          columns={[
            { title: 'Page', render: (_, p) => names[p.key] },
            { title: 'Title (简体中文)', render: (_, p) => p.title['zh-Hans'] },
            {
              title: 'Languages written',
              render: (_, p) =>
                languages.map((lang) => (
                  <Tag key={lang.key} color={p.content[lang.key] ? 'green' : 'default'}>
                    {lang.label}
                  </Tag>
                )),
            },
            { title: 'Members read it at', render: (_, p) => <code>{memberPaths[p.key]}</code> },
            { title: 'Updated', dataIndex: 'updated_at', render: (s: number) => (s ? formatTime(s) : 'never written'), width: 170 },
            {
              title: '',
              render: (_, p) => (
                <Button size="small" onClick={() => setEditing(p)} data-testid={`content-edit-${p.key}`}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <PageEditor key={editing?.key ?? 'none'} page={editing} onClose={() => setEditing(null)} />
    </>
  );
}
