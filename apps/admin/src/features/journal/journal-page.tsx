import type { AdminJournalEntry, AdminJournalLine } from '@mcc/contract/admin-fund';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CodeFilter } from '../../components/code-filter';
import { CursorPager } from '../../components/cursor-pager';
import { EnumTag } from '../../components/enum-tag';
import { FilterButtons } from '../../components/filter-buttons';
import { idColumn } from '../../components/id-column';
import { MemberLink } from '../../components/member-link';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryTable } from '../../components/query-table';
import { timeColumn } from '../../components/time-column';
import { t } from '../../i18n/i18n';
import { enumLabel } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
import { journalQuery } from './api';

// Entry kinds the ledger writes today; the filter takes any other kind typed in as well.
const knownKinds = [
  'deposit',
  'recharge',
  'transfer',
  'withdraw',
  'withdraw_approve',
  'withdraw_paid',
  'withdraw_refund',
  'adjustment',
  'pool_funding',
  'pool_withdrawal',
  'pledge_subscribe',
  'pledge_earning',
  'pledge_redeem',
  'pledge_maturity',
  'market_buy',
  'market_sell',
  'market_liquidity',
];

interface Filters {
  uid: string;
  kind: string;
  asset: string;
  /** Days as the date inputs give them: YYYY-MM-DD, in the browser's time zone. */
  from: string;
  to: string;
}

const noFilters: Filters = { uid: '', kind: '', asset: '', from: '', to: '' };

/** A day's first (or last) second in the browser's time zone, as unix seconds. */
function dayBound(day: string, end: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** True when decimal strings add up to zero, summed exactly as integers of the longest fraction. */
function sumsToZero(amounts: string[]): boolean {
  const decimals = Math.max(0, ...amounts.map((a) => (a.split('.')[1] ?? '').length));
  let sum = 0n;
  for (const amount of amounts) {
    const [whole = '0', fraction = ''] = amount.split('.');
    sum += BigInt(`${whole}${fraction.padEnd(decimals, '0')}`);
  }
  return sum === 0n;
}

function Lines({ entry }: { entry: AdminJournalEntry }) {
  const assets = [...new Set(entry.lines.map((l) => l.asset))];
  const balanced = assets.every((asset) => sumsToZero(entry.lines.filter((l) => l.asset === asset).map((l) => l.amount)));
  return (
    <div data-testid={`journal-lines-${entry.id}`}>
      <Table<AdminJournalLine>
        rowKey={(l) => `${l.account_key}:${l.type}:${l.amount}`}
        size="small"
        pagination={false}
        dataSource={entry.lines}
        columns={[
          {
            title: t('journal.account'),
            render: (_, l) => (
              <>
                <Space size={4}>
                  <EnumTag kind="accountKind" value={l.account_kind} color={l.account_kind === 'member' ? 'blue' : 'default'} />
                  <span>{l.account_kind === 'member' ? enumLabel('purpose', l.purpose) : l.purpose}</span>
                </Space>
                <div>
                  <Typography.Text type="secondary" className="mono">
                    {l.account_key}
                  </Typography.Text>
                </div>
              </>
            ),
          },
          {
            title: t('journal.memberUid'),
            render: (_, l) => (l.uid && l.user_id ? <MemberLink id={l.user_id}>{l.uid}</MemberLink> : '—'),
          },
          { title: t('journal.asset'), dataIndex: 'asset', width: 80 },
          { title: t('journal.amount'), align: 'right', render: (_, l) => <Money amount={l.amount} signed /> },
          { title: t('journal.balanceAfter'), align: 'right', render: (_, l) => <Money amount={l.balance_after} /> },
          { title: t('journal.type'), dataIndex: 'type', render: (type: string) => <Tag>{type}</Tag> },
        ]}
      />
      <div style={{ marginTop: 8 }} data-testid={`journal-balance-${entry.id}`}>
        {balanced ? (
          <Tag color="green">{t('journal.balanced', { assets: assets.join(', ') })}</Tag>
        ) : (
          <Tag color="red">{t('journal.notBalanced')}</Tag>
        )}
      </div>
    </div>
  );
}

/** What an entry is about: its memo, else the values its memo is built from; one line, all of it on hover. */
function MemoCell({ entry }: { entry: AdminJournalEntry }) {
  const params = Object.entries(entry.params ?? {});
  if (!entry.memo && params.length === 0) return <span>—</span>;
  const text = entry.memo || params.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' · ');
  return (
    <Tooltip title={text} placement="topLeft">
      {entry.memo ? (
        <span>{text}</span>
      ) : (
        <Typography.Text type="secondary" className="mono">
          {text}
        </Typography.Text>
      )}
    </Tooltip>
  );
}

/** Whether the server pages these filters by cursor: a member's entries, or any without an asset. */
/** One end of the filters' span of days, a date field labelled by its prefix (test id journal-`bound`). */
function DayField({
  bound,
  label,
  width,
  draft,
  setDraft,
}: {
  bound: 'from' | 'to';
  label: string;
  width: number;
  draft: Filters;
  setDraft: (next: Filters) => void;
}) {
  return (
    <Input
      type="date"
      aria-label={label}
      prefix={<Typography.Text type="secondary">{label}</Typography.Text>}
      value={draft[bound]}
      onChange={(e) => setDraft({ ...draft, [bound]: e.target.value })}
      style={{ width }}
      data-testid={`journal-${bound}`}
    />
  );
}

const byCursorOf = (filters: Filters) => Boolean(filters.uid) || !filters.asset;

export default function JournalPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  // The journal pages by cursor (newer / older), as the server reads it; by an asset alone, by number.
  const before = Number(params.get('before') ?? '') || undefined;
  const [trail, setTrail] = useState<(number | undefined)[]>([]);
  const applied: Filters = {
    uid: params.get('uid') ?? '',
    kind: params.get('kind') ?? '',
    asset: params.get('asset') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const [draft, setDraft] = useState<Filters>(applied);
  const list = useQuery(
    journalQuery({
      page,
      uid: applied.uid || undefined,
      kind: applied.kind || undefined,
      asset: applied.asset || undefined,
      from: dayBound(applied.from, false),
      to: dayBound(applied.to, true),
      before: byCursorOf(applied) ? before : undefined,
    }),
  );
  const byMember = Boolean(applied.uid);
  const byCursor = byCursorOf(applied);
  const filtered = Object.values(applied).some(Boolean);

  const apply = (next: Filters, nextPage = 1, nextBefore?: number, nextTrail: (number | undefined)[] = []) => {
    const merged = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value.trim()) merged.set(name, value.trim());
    if (nextPage > 1) merged.set('page', String(nextPage));
    if (nextBefore !== undefined) merged.set('before', String(nextBefore));
    setTrail(nextTrail);
    setParams(merged);
  };

  return (
    <>
      <PageTitle
        title={t('journal.title')}
        extra={
          !list.data ? null : byMember ? (
            <Typography.Text type="secondary">{t('journal.memberPages', { count: list.data.limit })}</Typography.Text>
          ) : byCursor ? (
            <Typography.Text type="secondary">{t('journal.cursorPages', { count: list.data.limit })}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('journal.entries', { count: list.data.total })}</Typography.Text>
          )
        }
      />
      <Card>
        <Typography.Paragraph type="secondary">{t('journal.everyMovementOfMoney')}</Typography.Paragraph>
        <Space style={{ marginBottom: 16 }} wrap>
          <Input
            placeholder={t('journal.memberUid')}
            value={draft.uid}
            onChange={(e) => setDraft({ ...draft, uid: e.target.value })}
            onPressEnter={() => apply(draft)}
            style={{ width: 130 }}
            allowClear
            data-testid="journal-uid"
          />
          <CodeFilter
            label={t('journal.entryKind')}
            codes={knownKinds}
            value={draft.kind}
            onChange={(kind) => setDraft({ ...draft, kind })}
            width={180}
            testId="journal-kind"
          />
          <Select
            aria-label={t('journal.asset')}
            value={draft.asset}
            onChange={(value: string) => setDraft({ ...draft, asset: value })}
            options={[{ value: '', label: t('journal.anyAsset') }, ...(list.data?.assets ?? []).map((a) => ({ value: a, label: a }))]}
            style={{ width: 110 }}
            data-testid="journal-asset"
          />
          <Space.Compact className="fit-width">
            <DayField bound="from" label={t('journal.from')} width={180} draft={draft} setDraft={setDraft} />
            <DayField bound="to" label={t('journal.to')} width={165} draft={draft} setDraft={setDraft} />
          </Space.Compact>
          <FilterButtons testId="journal" draft={draft} blank={noFilters} setDraft={setDraft} apply={apply} />
        </Space>
        <QueryTable<AdminJournalEntry>
          query={list}
          showError
          emptyText={filtered ? t('journal.noMatch') : t('journal.empty')}
          testId="journal-table"
          size="small"
          pagination={byCursor ? false : tablePagination(list.data, (p) => apply(applied, p))}
          expandable={{ expandedRowRender: (entry) => <Lines entry={entry} /> }}
          rowClassName="journal-entry"
          columns={[
            timeColumn(t('journal.time'), 'time'),
            idColumn(70),
            { title: t('journal.kind'), dataIndex: 'kind', render: (kind: string) => <Tag color="geekblue">{kind}</Tag>, width: 160 },
            { title: t('journal.memo'), ellipsis: { showTitle: false }, render: (_, e) => <MemoCell entry={e} /> },
            {
              title: t('journal.ref'),
              render: (_, e) => (e.ref_type ? <span className="mono">{`${e.ref_type} #${e.ref_id ?? ''}`}</span> : '—'),
              width: 170,
            },
            { title: t('journal.operator'), dataIndex: 'admin', render: (admin: string | null) => admin ?? '—', width: 120 },
            {
              title: t('journal.lines'),
              align: 'right',
              width: 70,
              render: (_, e) => e.lines.length,
            },
          ]}
        />
        {byCursor && (
          <CursorPager
            current={before}
            trail={trail}
            next={list.data?.next_before}
            onMove={(to, nextTrail) => apply(applied, 1, to, nextTrail)}
          />
        )}
      </Card>
    </>
  );
}
