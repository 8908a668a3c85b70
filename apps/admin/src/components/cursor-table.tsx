import type { TableColumnsType } from 'antd';
import { CursorPager } from './cursor-pager';
import { idColumn } from './id-column';
import { QueryTable, type QueryTableProps } from './query-table';
import type { CursorList } from './use-cursor';

type CursorTableProps<T> = {
  list: CursorList<T>;
  testId: string;
  tableTestId?: string;
} & Omit<QueryTableProps<T>, 'query' | 'testId' | 'pagination' | 'rowKey'>;

/**
 * A console list paged by cursor (newer / older / newest), each page at the cost of the first: the
 * table of `list` (its call and cursor, `useCursorList`; test id `tableTestId`, by default
 * `testId`-table) and its pager (test ids from `testId`).
 * Other table props (size, scroll, loading, showError…) pass through to the table.
 */
export function CursorTable<T extends { id: number }>({
  list: { query, cursor },
  testId,
  tableTestId = `${testId}-table`,
  ...table
}: CursorTableProps<T>) {
  return (
    <>
      <QueryTable<T> query={query} testId={tableTestId} {...table} />
      <CursorPager current={cursor.before} trail={cursor.trail} next={query.data?.next_before} onMove={cursor.move} testId={testId} />
    </>
  );
}

/**
 * A history paged by cursor (draws, listings, orders, appeals, lots): a small `CursorTable`, the
 * call's error above it, each row's number first (60 wide), then `columns`.
 */
export function HistoryTable<T extends { id: number }>({ columns, ...table }: CursorTableProps<T> & { columns: TableColumnsType<T> }) {
  return <CursorTable<T> showError size="small" {...table} columns={[idColumn(60), ...columns]} />;
}
