import type { AdminNotice, AdminNoticeBody } from '@mcc/contract/notice';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { AddButton } from '../../components/add-button';
import { type EditTarget, editedId, editedRow } from '../../components/edit-target';
import { FormModal } from '../../components/form-modal';
import { idColumn } from '../../components/id-column';
import { LanguageTabs } from '../../components/language-tabs';
import { PageTitle } from '../../components/page-title';
import { QueryTable } from '../../components/query-table';
import { timeColumn } from '../../components/time-column';
import { useConfirmAction } from '../../components/use-confirm-action';
import { t } from '../../i18n/i18n';
import { formatTime, localDateTimeValue } from '../../lib/format';
import { noTexts } from '../../lib/languages';
import { tablePagination } from '../../lib/paged';
import { noticesQuery, useDeleteNotice, useSaveNotice } from './api';

interface NoticeForm {
  title: AdminNoticeBody['title'];
  content: AdminNoticeBody['content'];
  pinned: boolean;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (a datetime-local field). */
  publish: string;
}

const fromLocalInput = (text: string) => Math.floor(new Date(text).getTime() / 1000);

function NoticeEditor({ notice, onClose }: { notice: EditTarget<AdminNotice>; onClose: () => void }) {
  const save = useSaveNotice();
  const editing = editedRow(notice);
  const initial: NoticeForm = editing
    ? { title: editing.title, content: editing.content, pinned: editing.pinned, publish: localDateTimeValue(editing.publish_at) }
    : { title: noTexts, content: noTexts, pinned: false, publish: localDateTimeValue(Math.floor(Date.now() / 1000)) };
  return (
    <FormModal<NoticeForm>
      open={notice !== null}
      title={editing ? t('notices.editTitle', { id: editing.id }) : t('notices.newTitle')}
      summary={t('notices.membersSeeItFrom')}
      okText={editing ? t('notices.saveNotice') : t('notices.publishNotice')}
      onClose={onClose}
      initialValues={initial}
      testId="notice-editor"
      onSubmit={(values) =>
        save.mutateAsync({
          ...editedId(editing),
          title: values.title,
          content: values.content,
          pinned: values.pinned,
          publish_at: fromLocalInput(values.publish),
        })
      }
    >
      <LanguageTabs>
        {(language) => (
          <>
            <Form.Item
              name={['title', language]}
              label={t('notices.title')}
              rules={language === 'zh-Hans' ? [{ required: true, whitespace: true }] : []}
            >
              <Input maxLength={200} data-testid={`notice-title-${language}`} />
            </Form.Item>
            <Form.Item name={['content', language]} label={t('notices.text')}>
              <Input.TextArea rows={6} maxLength={20000} data-testid={`notice-content-${language}`} />
            </Form.Item>
          </>
        )}
      </LanguageTabs>
      <Space size="large">
        <Form.Item name="publish" label={t('notices.publishTime')} rules={[{ required: true }]}>
          <Input type="datetime-local" data-testid="notice-publish" />
        </Form.Item>
        <Form.Item name="pinned" label={t('notices.pinnedHomeBanner')} valuePropName="checked">
          <Switch data-testid="notice-pinned" />
        </Form.Item>
      </Space>
    </FormModal>
  );
}

export default function NoticesPage() {
  const [page, setPage] = useState(1);
  const notices = useQuery(noticesQuery(page));
  const remove = useDeleteNotice();
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<EditTarget<AdminNotice>>(null);
  const now = Math.floor(Date.now() / 1000);

  return (
    <>
      <PageTitle
        title={t('notices.notices')}
        extra={<AddButton label={t('notices.newNotice')} testId="notice-new" onClick={() => setEditing('new')} />}
      />
      <Card>
        <QueryTable<AdminNotice>
          query={notices}
          showError
          emptyText={t('notices.noNoticesYet')}
          testId="notices-table"
          size="small"
          pagination={tablePagination(notices.data, setPage)}
          columns={[
            idColumn(60),
            {
              title: t('notices.title'),
              render: (_, n) => (
                <span title={`${n.title.en} / ${n.title.ja} / ${n.title['zh-Hant']}`}>
                  {n.pinned && <Tag color="gold">{t('notices.pinned')}</Tag>}
                  {n.title['zh-Hans'] || n.title.en}
                </span>
              ),
            },
            {
              title: t('notices.publishTime'),
              dataIndex: 'publish_at',
              render: (at: number) => (
                <>
                  {formatTime(at)} {at > now && <Tag color="blue">{t('notices.scheduled')}</Tag>}
                </>
              ),
            },
            { title: t('notices.readBy'), dataIndex: 'reads', align: 'right' },
            timeColumn(t('notices.updated'), 'updated_at'),
            {
              title: '',
              render: (_, n) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(n)} data-testid={`notice-edit-${n.id}`}>
                    {t('notices.edit')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      confirm({
                        title: t('notices.deleteTitle', { id: n.id }),
                        content: n.title['zh-Hans'] || n.title.en,
                        okText: t('notices.delete'),
                        danger: true,
                        success: t('notices.noticeDeleted'),
                        action: () => remove.mutateAsync({ id: n.id }),
                      })
                    }
                  >
                    {t('notices.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <NoticeEditor notice={editing} onClose={() => setEditing(null)} />
    </>
  );
}
