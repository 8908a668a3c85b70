import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { RequestError } from '../../runtime/request';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { SkeletonRows } from './skeleton';

/**
 * What a page of one record (`?id=`) shows before the record: the not-found card when the id is
 * not a record's number or the server knows no such record (a refusal, code 0), skeleton rows
 * while it loads, a retry when the load fails otherwise (`view`); else the record itself (`data`).
 */
export function recordView<T>(
  id: number | null,
  query: UseQueryResult<T>,
  { notFound, skeletonRows }: { notFound: ComponentProps<typeof EmptyState>; skeletonRows: number },
): { ready: true; data: T } | { ready: false; view: ReactNode } {
  const missing = (
    <Card>
      <EmptyState {...notFound} />
    </Card>
  );
  if (id === null) return { ready: false, view: missing };
  if (query.isPending) return { ready: false, view: <SkeletonRows rows={skeletonRows} /> };
  if (query.isError) {
    if (query.error instanceof RequestError && query.error.code === 0) return { ready: false, view: missing };
    return { ready: false, view: <LoadError onRetry={() => void query.refetch()} /> };
  }
  return { ready: true, data: query.data };
}
