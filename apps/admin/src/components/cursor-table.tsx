import { CursorPager } from './cursor-pager';
import { QueryTable, type QueryTableProps } from './query-table';
import type { CursorList } from './use-cursor';

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
}: {
  list: CursorList<T>;
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
