import type { AdminContentPage, AdminContentPageBody, ContentPageKey } from '@mcc/contract/content';
import { contentPagePaths } from '@mcc/contract/content-paths';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { LanguageTabs } from '../../components/language-tabs';
import { PageTitle } from '../../components/page-title';
import { QueryTable } from '../../components/query-table';
import { t } from '../../i18n/i18n';
import { formatTime } from '../../lib/format';
import { languages } from '../../lib/languages';
import { contentPagesQuery, useSaveContentPage } from './api';

const pageName = (key: ContentPageKey) => t(`contentPage.${key}`);
/** The full address where members read a page: the members' app is served from the console's origin. */
const memberAddress = (key: ContentPageKey) => `${window.location.origin}${contentPagePaths[key]}`;

type PageForm = Pick<AdminContentPageBody, 'title' | 'content'>;

function PageEditor({ page, onClose }: { page: AdminContentPage | null; onClose: () => void }) {
  const save = useSaveContentPage();
  return (
    <FormModal<PageForm>
      open={page !== null}
      title={page ? t('contentPage.editTitle', { name: pageName(page.key) }) : ''}
      summary={t('contentPage.editSummary')}
      okText={t('contentPage.savePage')}
      onClose={onClose}
      initialValues={page ? { title: page.title, content: page.content } : undefined}
      testId="content-editor"
      onSubmit={(values) => (page ? save.mutateAsync({ key: page.key, title: values.title, content: values.content }) : Promise.resolve())}
    >
      <LanguageTabs>
        {(language) => (
          <>
            <Form.Item name={['title', language]} label={t('contentPage.title')}>
              <Input maxLength={200} data-testid={`content-title-${language}`} />
            </Form.Item>
            <Form.Item
              name={['content', language]}
              label={t('contentPage.text')}
              rules={language === 'zh-Hans' ? [{ required: true, whitespace: true }] : []}
            >
              <Input.TextArea rows={14} maxLength={50000} data-testid={`content-text-${language}`} />
            </Form.Item>
          </>
        )}
      </LanguageTabs>
    </FormModal>
  );
}

/** The content pages (user agreement, privacy policy): what each says in four languages, and editing it. */
export default function ContentPagesPage() {
  const pages = useQuery(contentPagesQuery);
  const [editing, setEditing] = useState<AdminContentPage | null>(null);
  return (
    <>
      <PageTitle title={t('contentPage.pageTitle')} />
      <Card>
        <QueryTable<AdminContentPage>
          query={pages}
          showError
          testId="content-pages-table"
          rowKey="key"
          size="small"
          columns={[
            { title: t('contentPage.page'), render: (_, p) => pageName(p.key) },
            { title: t('contentPage.titleZh'), render: (_, p) => p.title['zh-Hans'] },
            {
              title: t('contentPage.languagesWritten'),
              render: (_, p) =>
                languages.map((lang) => (
                  <Tag key={lang.key} color={p.content[lang.key] ? 'green' : 'default'}>
                    {lang.label}
                  </Tag>
                )),
            },
            {
              title: t('contentPage.membersReadAt'),
              render: (_, p) => (
                <Typography.Link
                  href={memberAddress(p.key)}
                  target="_blank"
                  rel="noopener"
                  copyable
                  data-testid={`content-address-${p.key}`}
                >
                  {memberAddress(p.key)}
                </Typography.Link>
              ),
            },
            {
              title: t('contentPage.updated'),
              dataIndex: 'updated_at',
              render: (s: number) => (s ? formatTime(s) : t('contentPage.neverWritten')),
              width: 170,
            },
            {
              title: '',
              render: (_, p) => (
                <Button size="small" onClick={() => setEditing(p)} data-testid={`content-edit-${p.key}`}>
                  {t('common.edit')}
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
