import type { UseQueryResult } from '@tanstack/react-query';
import { CursorPager } from './cursor-pager';
import { QueryTable, type QueryTableProps } from './query-table';
import type { Cursor } from './use-cursor';

/**
 * A console list paged by cursor (newer / older / newest), each page at the cost of the first: the
 * table (test id `tableTestId`, by default `testId`-table) and its pager (test ids from `testId`).
 * Other table props (size, scroll, loading, showError…) pass through to the table.
 */
export function CursorTable<T extends { id: number }>({
  query,
  cursor,
  testId,
  tableTestId = `${testId}-table`,
  ...table
}: {
  query: UseQueryResult<{ list: T[]; next_before: number | null }>;
  cursor: Cursor;
  testId: string;
  tableTestId?: string;
} & Omit<QueryTableProps<T>, 'query' | 'testId' | 'pagination' | 'rowKey'>) {
  return (
    <>
      <QueryTable<T> query={query} testId={tableTestId} {...table} />
      <CursorPager current={cursor.before} trail={cursor.trail} next={query.data?.next_before} onMove={cursor.move} testId={testId} />
    </>
  );
}
