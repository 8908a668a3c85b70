import type { TableColumnType } from 'antd';
import { formatTime } from '../lib/format';

/** The table column of a row's time (`dataIndex`, in seconds), in the console's format, `width` wide. */
export function timeColumn<T>(title: string, dataIndex: keyof T & string, width = 170): TableColumnType<T> {
  return { title, dataIndex, render: formatTime, width };
}

/** The table column of a row's time (`time`, in seconds), in the console's format, kept on one line however narrow the table. */
export function oneLineTimeColumn<T>(title: string, time: (row: T) => number | null): TableColumnType<T> {
  return { title, render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(time(row))}</span> };
}
