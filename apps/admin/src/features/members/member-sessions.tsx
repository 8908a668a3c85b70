import type { SupportState } from '@mcc/contract/admin-support';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format';

type Session = SupportState['session_list'][number];

/** The member's live sessions as support sees them: browser, address, when signed in and last used. */
export function MemberSessions({ sessions }: { sessions: Session[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 12, fontSize: 14 }}>
        {t('support.sessionList')}
      </Typography.Title>
      <Table<Session>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={sessions}
        locale={{ emptyText: <Typography.Text type="secondary">{t('support.noSessions')}</Typography.Text> }}
        data-testid="support-session-list"
        style={{ marginBlock: 8 }}
        columns={[
          { title: t('support.sessionDevice'), dataIndex: 'user_agent', ellipsis: true, render: (v: string) => v || '—' },
          { title: t('support.sessionIp'), dataIndex: 'ip', width: 140 },
          { title: t('support.sessionCreated'), dataIndex: 'created_at', width: 170, render: (v: number) => formatTime(v) },
          {
            title: t('support.sessionLastSeen'),
            dataIndex: 'last_seen_at',
            width: 170,
            render: (v: number) => (v > 0 ? formatTime(v) : '—'),
          },
        ]}
      />
    </>
  );
}
