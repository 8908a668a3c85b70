import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { RequestError } from '../../runtime/request';
import { Card } from './card';
import { EmptyCard, type EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { SkeletonRows } from './skeleton';

/** What a query gives a page: its data once there (`ready`), or what to show meanwhile (`view`). */
export type QueryView<T> = { ready: true; data: T } | { ready: false; view: ReactNode };

/** A page's one read: `pending` while it loads, a retry when it fails, else its data. */
export function queryView<T>(query: UseQueryResult<T>, pending: ReactNode): QueryView<T> {
  if (query.isPending) return { ready: false, view: pending };
  if (query.isError) return { ready: false, view: <LoadError onRetry={() => void query.refetch()} /> };
  return { ready: true, data: query.data };
}

/** The placeholder of a page of one card while its read loads: the card with `rows` skeleton rows. */
export function CardSkeleton({ rows }: { rows: number }) {
  return (
    <Card>
      <SkeletonRows rows={rows} />
    </Card>
  );
}

/** The placeholder of a form while what it needs loads. */
export function FormSkeleton({ height }: { height: string }) {
  return <div className="skeleton" style={{ height }} />;
}

/**
 * What a page of one record (`?id=`) shows before the record: the not-found card when the id is
 * not a record's number or the server knows no such record (a refusal, code 0), skeleton rows
 * while it loads, a retry when the load fails otherwise; else the record itself.
 */
export function recordView<T>(
  id: number | null,
  query: UseQueryResult<T>,
  { notFound, skeletonRows }: { notFound: ComponentProps<typeof EmptyState>; skeletonRows: number },
): QueryView<T> {
  const missing = <EmptyCard {...notFound} />;
  if (id === null) return { ready: false, view: missing };
  if (query.isError && query.error instanceof RequestError && query.error.code === 0) return { ready: false, view: missing };
  return queryView(query, <SkeletonRows rows={skeletonRows} />);
}
