import { Form, InputNumber, Switch, type TableColumnsType, type TableColumnType, Tag } from 'antd';
import type { CSSProperties } from 'react';
import type { ContentLanguage } from '../lib/languages';
import { idColumn } from './id-column';
import { QueryTable, type QueryTableProps } from './query-table';

// What every catalogue the console edits (staking products, NFT collections, boxes, recipes) has:
// its table, its place in the members' list and whether members are offered it.

/** A catalogue's table: small, the call's error above it, each row's number first (50 wide), then `columns`. */
export function CatalogueTable<T extends { id: number }>({ columns, ...table }: QueryTableProps<T> & { columns: TableColumnsType<T> }) {
  return <QueryTable<T> showError size="small" {...table} columns={[idColumn(50), ...columns]} />;
}

/** A catalogue row's place in the members' list (lowest first), as a form field. */
export function SortOrderField({ label }: { label: string }) {
  return (
    <Form.Item name="sort_order" label={label}>
      <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
    </Form.Item>
  );
}

/** Whether members are offered a catalogue row, as a form switch. */
export function EnabledField({ label, testId }: { label: string; testId?: string }) {
  return (
    <Form.Item name="enabled" label={label} valuePropName="checked">
      <Switch data-testid={testId} />
    </Form.Item>
  );
}

/** The table column of whether members are offered a row: a green tag saying `on`, or a plain one saying `off`. */
export function enabledColumn<T>(title: string, on: string, off: string): TableColumnType<T> {
  return {
    title,
    dataIndex: 'enabled',
    render: (enabled: boolean) => (enabled ? <Tag color="green">{on}</Tag> : <Tag>{off}</Tag>),
  };
}

/** A catalogue row's name as a table shows it: in English, its other languages on hover. */
export function CatalogueName({ name, style }: { name: Record<ContentLanguage, string>; style?: CSSProperties }) {
  return (
    <span title={`${name['zh-Hans']} / ${name.ja} / ${name['zh-Hant']}`} style={style}>
      {name.en}
    </span>
  );
}
