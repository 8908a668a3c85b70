import type { TableColumnType } from 'antd';

/** The table column of a row's number (`id`), headed '#', `width` wide when given. */
export function idColumn<T extends { id: number }>(width?: number): TableColumnType<T> {
  return { title: '#', dataIndex: 'id', width };
}
