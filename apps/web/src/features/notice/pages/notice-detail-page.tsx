import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { Card } from '../../../shared/ui/card';
import { EmptyCard } from '../../../shared/ui/empty-state';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useNotice } from '../api/get-notices';
import { formatTime, paragraphs } from '../format';
import '../notice.css';

/** `/pages/notice/detail?id=` 公告详情: title, time and the text (plain text: never HTML from the server). */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const id = query.id && /^\d{1,15}$/.test(query.id) ? Number(query.id) : null;
  const notice = useNotice(id);

  if (id === null || notice.isError) {
    return <EmptyCard text={t('notice.notFound')} action={{ label: t('route.notice'), to: '/pages/notice/notice' }} />;
  }
  if (notice.isPending) {
    return (
      <Card>
        <SkeletonRows rows={3} />
      </Card>
    );
  }
  const n = notice.data;
  return (
    <Card>
      <article className="nt-article" data-testid="notice-article">
        <h1 className="nt-article-title">
          {n.pinned && <span className="chip">{t('notice.pinned')}</span>} {n.title}
        </h1>
        <div className="muted small num">{formatTime(n.publish_time)}</div>
        <div className="nt-article-body">
          {paragraphs(n.content).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text never reorder
            <p key={i}>{p}</p>
          ))}
        </div>
      </article>
    </Card>
  );
}
