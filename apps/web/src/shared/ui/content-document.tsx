import type { ContentPageKey } from '@mcc/contract/content';
import { useTranslation } from 'react-i18next';
import { useContentPage } from '../api/get-content-page';
import { LoadError } from './load-error';
import { SkeletonRows } from './skeleton';
import './content-document.css';

/** Plain text as paragraphs, one a line (never HTML from the server). */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

const dateOf = (unixSeconds: number) => {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A content page (user agreement, privacy policy): its title, last update and text, as the operator wrote it. */
export function ContentDocument({ pageKey }: { pageKey: ContentPageKey }) {
  const { t } = useTranslation();
  const page = useContentPage(pageKey);
  if (page.isError) return <LoadError onRetry={() => void page.refetch()} />;
  if (page.isPending) return <SkeletonRows rows={6} />;
  const { title, content, updated_at } = page.data;
  return (
    <article className="content-doc" data-testid={`content-${pageKey}`}>
      <h2 className="content-doc-title">{title}</h2>
      {content ? (
        <>
          <div className="muted small num">{t('about.updatedAt', { date: dateOf(updated_at) })}</div>
          {paragraphs(content).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text never reorder
            <p key={i}>{p}</p>
          ))}
        </>
      ) : (
        <p className="muted" data-testid="content-unwritten">
          {t('about.notWritten')}
        </p>
      )}
    </article>
  );
}
