import type { UseQueryResult } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { CursorPager } from './cursor-pager';
import { QueryTable } from './query-table';
import type { Cursor } from './use-cursor';

/**
 * A console list paged by cursor (newer / older / newest), each page at the cost of the first: the
 * table (test id `tableTestId`, by default `testId`-table) and its pager (test ids from `testId`).
 * Other table props (size, scroll, loading…) pass through to the table.
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
  emptyText?: string;
  testId: string;
  tableTestId?: string;
} & Omit<TableProps<T>, 'dataSource' | 'pagination' | 'rowKey' | 'locale'>) {
  return (
    <>
      <QueryTable<T> query={query} testId={tableTestId} {...table} />
      <CursorPager current={cursor.before} trail={cursor.trail} next={query.data?.next_before} onMove={cursor.move} testId={testId} />
    </>
  );
}
