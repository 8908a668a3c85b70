import type { AdminNotice, AdminNoticeBody } from '@mcc/contract/notice';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Switch, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { PageTitle } from '../../components/page-title';
import { useConfirmAction } from '../../components/use-confirm-action';
import { formatTime } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
import { languages, noticesQuery, useDeleteNotice, useSaveNotice } from './api';

interface NoticeForm {
  title: AdminNoticeBody['title'];
  content: AdminNoticeBody['content'];
  pinned: boolean;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (a datetime-local field). */
  publish: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
function toLocalInput(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const fromLocalInput = (text: string) => Math.floor(new Date(text).getTime() / 1000);
const empty = { 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' };

function NoticeEditor({ notice, onClose }: { notice: AdminNotice | 'new' | null; onClose: () => void }) {
  const save = useSaveNotice();
  const editing = notice !== null && notice !== 'new' ? notice : null;
  const initial: NoticeForm = editing
    ? { title: editing.title, content: editing.content, pinned: editing.pinned, publish: toLocalInput(editing.publish_at) }
    : { title: empty, content: empty, pinned: false, publish: toLocalInput(Math.floor(Date.now() / 1000)) };
  return (
    <FormModal<NoticeForm>
      open={notice !== null}
      title={editing ? `Edit notice #${editing.id}` : 'New notice'}
      summary="Members see it from the publish time on, in their language (an empty language falls back to 简体中文, then English)."
      okText={editing ? 'Save notice' : 'Publish notice'}
      onClose={onClose}
      initialValues={initial}
      testId="notice-editor"
      onSubmit={(values) =>
        save.mutateAsync({
          ...(editing ? { id: editing.id } : {}),
          title: values.title,
          content: values.content,
          pinned: values.pinned,
          publish_at: fromLocalInput(values.publish),
        })
      }
    >
      <Tabs
        items={languages.map((lang) => ({
          key: lang.key,
          label: lang.label,
          forceRender: true,
          children: (
            <>
              <Form.Item
                name={['title', lang.key]}
                label="Title"
                rules={lang.key === 'zh-Hans' ? [{ required: true, whitespace: true }] : []}
              >
                <Input maxLength={200} data-testid={`notice-title-${lang.key}`} />
              </Form.Item>
              <Form.Item name={['content', lang.key]} label="Text">
                <Input.TextArea rows={6} maxLength={20000} data-testid={`notice-content-${lang.key}`} />
              </Form.Item>
            </>
          ),
        }))}
      />
      <Space size="large">
        <Form.Item name="publish" label="Publish time" rules={[{ required: true }]}>
          <Input type="datetime-local" data-testid="notice-publish" />
        </Form.Item>
        <Form.Item name="pinned" label="Pinned (home banner)" valuePropName="checked">
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
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const now = Math.floor(Date.now() / 1000);

  return (
    <>
      <PageTitle
        title="Notices"
        extra={
          <Button type="primary" onClick={() => setEditing('new')} data-testid="notice-new">
            New notice
          </Button>
        }
      />
      <Card>
        {notices.isError && <Alert type="error" showIcon title={notices.error.message} style={{ marginBottom: 16 }} />}
        <Table<AdminNotice>
          rowKey="id"
          size="small"
          loading={notices.isFetching}
          dataSource={notices.data?.list}
          pagination={tablePagination(notices.data, setPage)}
          locale={{ emptyText: 'No notices yet' }}
          data-testid="notices-table"
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            {
              title: 'Title',
              render: (_, n) => (
                <span title={`${n.title.en} / ${n.title.ja} / ${n.title['zh-Hant']}`}>
                  {n.pinned && <Tag color="gold">Pinned</Tag>}
                  {n.title['zh-Hans'] || n.title.en}
                </span>
              ),
            },
            {
              title: 'Publish time',
              dataIndex: 'publish_at',
              render: (t: number) => (
                <>
                  {formatTime(t)} {t > now && <Tag color="blue">scheduled</Tag>}
                </>
              ),
            },
            { title: 'Read by', dataIndex: 'reads', align: 'right' },
            { title: 'Updated', dataIndex: 'updated_at', render: formatTime, width: 170 },
            {
              title: '',
              render: (_, n) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(n)} data-testid={`notice-edit-${n.id}`}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      confirm({
                        title: `Delete notice #${n.id}?`,
                        content: n.title['zh-Hans'] || n.title.en,
                        okText: 'Delete',
                        danger: true,
                        success: 'Notice deleted',
                        action: () => remove.mutateAsync({ id: n.id }),
                      })
                    }
                  >
                    Delete
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
