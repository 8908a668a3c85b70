import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { type Paged, tablePagination } from '../lib/paged';

/**
 * One page of a console list in a table: rows by id, the server's page size, loading while the
 * next page comes, `emptyText` when there is none.
 */
export function PagedTable<T extends { id: number }>({
  query,
  onPage,
  emptyText,
  testId,
  columns,
}: {
  query: UseQueryResult<Paged<T>>;
  onPage: (page: number) => void;
  emptyText: string;
  testId: string;
  columns: TableColumnsType<T>;
}) {
  return (
    <Table<T>
      rowKey="id"
      size="small"
      loading={query.isFetching}
      dataSource={query.data?.list}
      pagination={tablePagination(query.data, onPage)}
      locale={{ emptyText }}
      data-testid={testId}
      columns={columns}
    />
  );
}
