import { AutoComplete } from 'antd';

/**
 * A list's filter by a code (a journal entry's kind, an audit action): a text field, its placeholder
 * its label, that offers the known codes beginning with what is typed; cleared, it holds ''.
 */
export function CodeFilter({
  label,
  codes,
  value,
  onChange,
  width,
  testId,
}: {
  label: string;
  codes: readonly string[];
  value: string;
  onChange: (value: string) => void;
  width: number;
  testId: string;
}) {
  return (
    <AutoComplete
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(next?: string) => onChange(next ?? '')}
      options={codes.filter((code) => code.startsWith(value.trim())).map((code) => ({ value: code }))}
      style={{ width }}
      allowClear
      data-testid={testId}
    />
  );
}
