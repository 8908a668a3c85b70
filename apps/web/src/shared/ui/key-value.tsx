import type { ReactNode } from 'react';

/** One line of a summary: what (left) and how much or which (right). */
export interface KeyValueRow {
  label: ReactNode;
  value: ReactNode;
  /** The line the member should read twice (what arrives, what leaves). */
  strong?: boolean;
  /** On the whole line. */
  testId?: string;
}

/** A key/value line (`.kv`); `valueTestId` and `valueClassName` go on the value alone. */
export function KeyValue({
  label,
  value,
  strong,
  testId,
  valueTestId,
  valueClassName,
}: KeyValueRow & { valueTestId?: string; valueClassName?: string }) {
  return (
    <div className={strong ? 'kv kv-strong' : 'kv'} data-testid={testId}>
      <span className="kv-key">{label}</span>
      <span className={valueClassName ? `kv-value ${valueClassName}` : 'kv-value'} data-testid={valueTestId}>
        {value}
      </span>
    </div>
  );
}

/** A fixed list of key/value lines, as a money action's confirm step and result show them. */
export function KeyValueList({ rows }: { rows: KeyValueRow[] }) {
  return rows.map((row, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed list per action
    <KeyValue key={i} {...row} />
  ));
}
