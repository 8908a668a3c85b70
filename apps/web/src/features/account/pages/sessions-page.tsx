import type { MemberSessionView } from '@mcc/contract/security';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { reLaunch } from '../../../runtime/navigation';
import { clearToken } from '../../../runtime/session';
import { showToast } from '../../../runtime/toast';
import { formatTime } from '../../../shared/format-time';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { KeyValue } from '../../../shared/ui/key-value';
import { CardSkeleton, queryView } from '../../../shared/ui/query-view';
import { useEndSessions } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';
import { deviceName } from '../device-name';

function SessionCard({ session, onEnd, ending }: { session: MemberSessionView; onEnd: () => void; ending: boolean }) {
  const { t } = useTranslation();
  const name = deviceName(session.user_agent) || t('security.unknownDevice');
  return (
    <Card>
      <div className="row" data-testid="session" data-current={session.current}>
        <div className="card-title" data-testid="session-device">
          {name}
          {session.current && (
            <span className="device-tag" data-testid="this-device">
              {t('security.thisDevice')}
            </span>
          )}
        </div>
        {!session.current && (
          <Button small variant="ghost" disabled={ending} onClick={onEnd} data-testid="session-end">
            {t('security.endOne')}
          </Button>
        )}
      </div>
      <KeyValue label={t('security.ipAddress')} value={session.ip || '—'} valueClassName="num" />
      <KeyValue label={t('security.signedInAt')} value={formatTime(session.created_at)} valueClassName="num" />
      <KeyValue label={t('security.lastSeenAt')} value={formatTime(session.last_seen_at)} valueClassName="num" />
    </Card>
  );
}

/** The member's signed-in devices: this one marked; any other can be signed out, or all of them at once. */
export default function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSessions();

  const loaded = queryView(sessions, <CardSkeleton rows={4} />);
  if (!loaded.ready) return loaded.view;
  const list = loaded.data.list;
  const others = list.filter((s) => !s.current);

  const endOne = (session: MemberSessionView) =>
    void Dialog.confirm({
      title: t('security.endTitle'),
      content: t('security.endText', { device: deviceName(session.user_agent) || t('security.unknownDevice') }),
      confirmText: t('security.endOne'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await end.mutateAsync({ id: session.id });
        if (session.current) {
          clearToken();
          await reLaunch({ url: '/pages/login/login' });
          return;
        }
        void showToast({ title: t('security.ended'), icon: 'success' });
      },
    });

  const endOthers = () =>
    void Dialog.confirm({
      title: t('security.endOthersTitle'),
      content: t('security.endOthersText'),
      confirmText: t('security.endOthers'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await end.mutateAsync({ all_others: true });
        void showToast({ title: t('security.endedOthers'), icon: 'success' });
      },
    });

  return (
    <>
      <p className="muted small">{t('security.sessionsNote')}</p>
      <div data-testid="sessions">
        {list.map((session) => (
          <SessionCard key={session.id} session={session} ending={end.isPending} onEnd={() => endOne(session)} />
        ))}
      </div>
      {others.length === 0 ? (
        <EmptyState text={t('security.onlyThis')} />
      ) : (
        <Button variant="danger" block disabled={end.isPending} onClick={endOthers} data-testid="sessions-end-others">
          {t('security.endOthers')}
        </Button>
      )}
    </>
  );
}
