import { Select } from 'antd';

/**
 * A list's filter as a drop-down: its placeholder names it (for screen readers too), and clearing
 * it filters by nothing (`onChange(undefined)`).
 */
export function FilterSelect<V extends string | number>({
  label,
  width,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  width: number;
  options: { value: NoInfer<V>; label: string }[];
  value?: V;
  onChange: (value: V | undefined) => void;
  testId?: string;
}) {
  return (
    <Select<V>
      placeholder={label}
      aria-label={label}
      allowClear
      style={{ width }}
      value={value}
      options={options}
      onChange={(next?: V) => onChange(next)}
      data-testid={testId}
    />
  );
}
