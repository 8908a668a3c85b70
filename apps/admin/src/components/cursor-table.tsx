import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { CursorPager } from './cursor-pager';
import type { useCursor } from './use-cursor';

/**
 * A console list paged by cursor (newer / older / newest), each page at the cost of the first: the
 * table of `testId`-table and its pager.
 */
export function CursorTable<T extends { id: number }>({
  query,
  cursor,
  emptyText,
  testId,
  columns,
}: {
  query: UseQueryResult<{ list: T[]; next_before: number | null }>;
  cursor: ReturnType<typeof useCursor>;
  emptyText: string;
  testId: string;
  columns: TableColumnsType<T>;
}) {
  return (
    <>
      <Table<T>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        locale={{ emptyText }}
        data-testid={`${testId}-table`}
        columns={columns}
      />
      <CursorPager current={cursor.before} trail={cursor.trail} next={query.data?.next_before} onMove={cursor.move} testId={testId} />
    </>
  );
}
