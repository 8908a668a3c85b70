import { Input, Segmented, Space } from 'antd';
import { useSearchParams } from 'react-router';

/** Status tabs and keyword search kept in the address, so a review list can be linked to and reloaded. */
export function useReviewSearch(defaultStatus: string) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const status = params.get('status') ?? defaultStatus;
  const keyword = params.get('keyword') ?? '';
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) merged.set(key, value);
    if (!merged.get('keyword')) merged.delete('keyword');
    if (merged.get('page') === '1') merged.delete('page');
    setParams(merged);
  };
  return { page, status, keyword, update };
}

export function ReviewToolbar({
  statuses,
  status,
  keyword,
  placeholder,
  onChange,
}: {
  statuses: Array<{ value: string; label: string }>;
  status: string;
  keyword: string;
  placeholder: string;
  onChange: (next: Record<string, string>) => void;
}) {
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      <Segmented
        value={status}
        options={statuses}
        onChange={(value) => onChange({ status: String(value), page: '1' })}
        data-testid="status-tabs"
      />
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder={placeholder}
        allowClear
        enterButton="Search"
        style={{ width: 360 }}
        onSearch={(value) => onChange({ keyword: value.trim(), page: '1' })}
      />
    </Space>
  );
}
