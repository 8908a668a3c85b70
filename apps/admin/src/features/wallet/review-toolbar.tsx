import { Input, Segmented, Space, Tag, Typography } from 'antd';
import type { ParseKeys } from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressCursor } from '../../components/use-cursor';

/** A status tab: its value in the address and the key of its label. */
export interface StatusTab {
  value: string;
  label: ParseKeys;
}

/**
 * Status tabs, keyword search and the page's cursor kept in the address, so a review list can be
 * linked to and reloaded. `before` is the cursor of the page shown (undefined: the newest), for the
 * list's call; `cursor` also has those of the pages before it, for its table. A new status or
 * keyword starts from the newest.
 */
export function useReviewSearch(defaultStatus: string) {
  const { params, page, before, trail, move, restart } = useAddressCursor();
  const status = params.get('status') ?? defaultStatus;
  const keyword = params.get('keyword') ?? '';
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) merged.set(key, value);
    if (!merged.get('keyword')) merged.delete('keyword');
    if (merged.get('page') === '1') merged.delete('page');
    merged.delete('before');
    restart(merged);
  };
  return { page, before, cursor: { before, trail, move }, status, keyword, update };
}

/**
 * The status tabs of a review list; a new status starts from the first page. On a narrow screen
 * they scroll sideways inside the page (`.status-tabs` in styles.css) rather than widen it.
 */
export function StatusTabs({
  statuses,
  status,
  onChange,
  style,
  testId,
}: {
  statuses: StatusTab[];
  status: string;
  onChange: (next: Record<string, string>) => void;
  style?: CSSProperties;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Segmented
      value={status}
      options={statuses.map((s) => ({ value: s.value, label: t(s.label) }))}
      onChange={(value) => onChange({ status: String(value), page: '1' })}
      className="status-tabs"
      style={style}
      data-testid={testId}
    />
  );
}

export function ReviewToolbar({
  statuses,
  status,
  keyword,
  placeholder,
  onChange,
}: {
  statuses: StatusTab[];
  status: string;
  keyword: string;
  placeholder: string;
  onChange: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      <StatusTabs statuses={statuses} status={status} onChange={onChange} testId="status-tabs" />
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder={placeholder}
        allowClear
        enterButton={t('common.search')}
        aria-label={placeholder}
        style={{ maxWidth: 360 }}
        onSearch={(value) => onChange({ keyword: value.trim(), page: '1' })}
      />
    </Space>
  );
}

/** Beside a review list's title: how many wait (`waiting`), and the amount above which a decision needs two approvals. */
export function WaitingCount({ waiting, threshold }: { waiting: string; threshold: string }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Tag color="gold">{waiting}</Tag>
      <Typography.Text type="secondary">{t('finance.twoApprovalsAbove', { amount: threshold })}</Typography.Text>
    </Space>
  );
}
