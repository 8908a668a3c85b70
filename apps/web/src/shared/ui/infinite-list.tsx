import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { SkeletonRows } from './skeleton';

interface Page<T> {
  list: T[];
}

export interface InfiniteListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  empty: ReactNode;
  testId?: string;
}

/**
 * A paged list that loads the next page as its end scrolls into view: skeletons first, the empty
 * state when there is nothing, "no more" at the end, and a retry when a page fails.
 */
export function InfiniteList<T>({ query, renderItem, itemKey, empty, testId }: InfiniteListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <SkeletonRows rows={4} />;
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <div data-testid={testId}>
      {items.map((item) => (
        <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
      ))}
      <InfiniteScroll
        className="list-end"
        hasMore={Boolean(query.hasNextPage)}
        loadMore={async () => {
          const result = await query.fetchNextPage();
          // antd-mobile shows its retry when loadMore rejects.
          if (result.isFetchNextPageError) throw result.error;
        }}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <span>
              {t('common.loadFailed')}{' '}
              <button type="button" onClick={retry}>
                {t('common.retry')}
              </button>
            </span>
          ) : hasMore ? (
            <span>{t('runtime.loading')}…</span>
          ) : (
            <span data-testid="no-more">{t('common.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}

/** A paged list on a card of its own, under the card's `title` when it has one; `empty` says what is missing and the next step. */
export function ListCard<T>({
  title,
  empty,
  ...list
}: Omit<InfiniteListProps<T>, 'empty'> & { title?: ReactNode; empty: ComponentProps<typeof EmptyState> }) {
  return (
    <Card title={title}>
      <InfiniteList {...list} empty={<EmptyState {...empty} />} />
    </Card>
  );
}
