import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { QueryError } from './query-error';

/** What a console table takes besides the list call: its table props, less those the call fills in. */
export interface QueryTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'locale'> {
  query: UseQueryResult<{ list: T[] }>;
  emptyText?: string;
  testId?: string;
  /** Shows the call's error, when it failed, in an alert above the table. */
  showError?: boolean;
}

/**
 * A console table of a list call's answer (`list`): rows keyed by id, loading while the call runs,
 * one page unless `pagination` is given, `emptyText` when there is nothing, test id `testId`.
 * Other table props (size, scroll, rowKey, loading…) pass through to the table.
 */
export function QueryTable<T extends object>({ query, emptyText, testId, showError, ...table }: QueryTableProps<T>) {
  return (
    <>
      {showError && <QueryError query={query} style={{ marginBottom: 16 }} />}
      <Table<T>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        locale={emptyText === undefined ? undefined : { emptyText }}
        data-testid={testId}
        {...table}
      />
    </>
  );
}
