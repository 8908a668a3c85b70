import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../shared/ui/infinite-list';
import { PageLink } from '../../../shared/ui/page-link';
import { useNotices } from '../api/get-notices';
import { formatTime } from '../format';
import '../notice.css';

/** `/pages/notice/notice` 公告: published notices, pinned first, with an unread dot. */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const notices = useNotices();
  return (
    <ListCard
      query={notices}
      testId="notices"
      itemKey={(n) => n.id}
      renderItem={(n) => (
        <PageLink to={`/pages/notice/detail?id=${n.id}`} className="nt-item" testId={`notice-${n.id}`}>
          <div className="nt-item-head">
            {!n.read && <span className="nt-dot" role="img" aria-label={t('notice.unread')} data-testid="unread-dot" />}
            {n.pinned && <span className="chip">{t('notice.pinned')}</span>}
            <span className="nt-title">{n.title}</span>
          </div>
          {n.summary && <div className="muted small nt-summary">{n.summary}</div>}
          <div className="muted small num">{formatTime(n.publish_time)}</div>
        </PageLink>
      )}
      empty={{ text: t('notice.none'), hint: t('notice.noneHint'), action: { label: t('notice.backHome'), to: '/' } }}
    />
  );
}
