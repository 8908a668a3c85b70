import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';

/**
 * A console table of a list call's answer (`list`): rows keyed by id, loading while the call runs,
 * one page unless `pagination` is given, `emptyText` when there is nothing, test id `testId`.
 * Other table props (size, scroll, rowKey, loading…) pass through to the table.
 */
export function QueryTable<T extends object>({
  query,
  emptyText,
  testId,
  ...table
}: {
  query: UseQueryResult<{ list: T[] }>;
  emptyText?: string;
  testId?: string;
} & Omit<TableProps<T>, 'dataSource' | 'locale'>) {
  return (
    <Table<T>
      rowKey="id"
      loading={query.isFetching}
      dataSource={query.data?.list}
      pagination={false}
      locale={emptyText === undefined ? undefined : { emptyText }}
      data-testid={testId}
      {...table}
    />
  );
}
