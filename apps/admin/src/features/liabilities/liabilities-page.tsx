import type { AdminRoot, LiabilityLineKind, SolvencyLine } from '@mcc/contract/liabilities';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { decimalRule } from '../../components/decimal-rule';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { QueryTable } from '../../components/query-table';
import { oneLineTimeColumn } from '../../components/time-column';
import { t } from '../../i18n/i18n';
import { formatTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { tablePagination } from '../../lib/paged';
import { rootsQuery, solvencyQuery, useDeclareCustody } from './api';

interface CustodyForm {
  amount: string;
  note: string;
}

/** Decimals an asset's amounts are written with: those of its liabilities figure. */
const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

function DifferenceCell({ line }: { line: SolvencyLine }) {
  if (line.difference === null) return <Typography.Text type="secondary">{t('liabilities.notDeclared')}</Typography.Text>;
  const short = line.difference.startsWith('-');
  return (
    <span data-testid={`difference-${line.asset}`}>
      <Money amount={line.difference} asset={line.asset} />{' '}
      {short ? <Tag color="red">{t('liabilities.short')}</Tag> : <Tag color="green">{t('liabilities.covered')}</Tag>}
    </span>
  );
}

/** Published liabilities roots and the solvency per asset: custody the operator declares against what members hold. */
export default function LiabilitiesPage() {
  const solvency = useQuery(solvencyQuery);
  const [page, setPage] = useState(1);
  const roots = useQuery(rootsQuery(page));
  const declare = useDeclareCustody();
  const can = useCan();
  const [asset, setAsset] = useState<SolvencyLine | null>(null);
  const s = solvency.data;

  const lineLabel: Record<LiabilityLineKind, string> = {
    members: t('liabilities.lineMembers'),
    auction_escrow: t('liabilities.lineAuctionEscrow'),
    fund_custody: t('liabilities.lineFundCustody'),
  };
  return (
    <>
      <PageTitle title={t('liabilities.title')} refresh={solvency} />
      <Typography.Paragraph type="secondary">{t('liabilities.intro')}</Typography.Paragraph>
      <QueryError query={solvency} />

      <Card
        title={t('liabilities.solvencyTitle')}
        extra={
          s?.day ? (
            <Typography.Text type="secondary">{t('liabilities.asOf', { day: s.day })}</Typography.Text>
          ) : s ? (
            <Typography.Text type="secondary">{t('liabilities.noRootYet')}</Typography.Text>
          ) : null
        }
      >
        <Table<SolvencyLine>
          rowKey="asset"
          loading={solvency.isPending}
          dataSource={s?.list ?? []}
          pagination={false}
          locale={{ emptyText: t('liabilities.noAssets') }}
          data-testid="solvency-table"
          columns={[
            { title: t('liabilities.asset'), dataIndex: 'asset' },
            { title: t('liabilities.liabilities'), render: (_, r) => <Money amount={r.liabilities} asset={r.asset} /> },
            {
              title: t('liabilities.lines'),
              render: (_, r) =>
                r.lines.length > 1 ? (
                  <div data-testid={`solvency-lines-${r.asset}`}>
                    {r.lines.map((l) => (
                      <div key={l.line}>
                        {lineLabel[l.line]}: <Money amount={l.amount} asset={r.asset} />
                      </div>
                    ))}
                  </div>
                ) : (
                  '—'
                ),
            },
            {
              title: t('liabilities.custody'),
              render: (_, r) =>
                r.custody === null ? (
                  <Typography.Text type="secondary">—</Typography.Text>
                ) : (
                  <span data-testid={`custody-${r.asset}`}>
                    <Money amount={r.custody} asset={r.asset} />
                  </span>
                ),
            },
            { title: t('liabilities.difference'), render: (_, r) => <DifferenceCell line={r} /> },
            { title: t('liabilities.note'), render: (_, r) => r.note || '—' },
            {
              title: t('liabilities.declared'),
              render: (_, r) => (r.declared_at === null ? '—' : `${r.declared_by ?? ''} · ${formatTime(r.declared_at)}`),
            },
            ...(can('finance.approve')
              ? [
                  {
                    title: '',
                    render: (_: unknown, r: SolvencyLine) => (
                      <Button size="small" onClick={() => setAsset(r)} data-testid={`declare-${r.asset}`}>
                        {t('liabilities.declare')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>

      <Card title={t('liabilities.rootsTitle')} style={{ marginTop: 16 }}>
        <QueryError query={roots} />
        <QueryTable<AdminRoot>
          query={roots}
          emptyText={t('liabilities.noRoots')}
          testId="roots-table"
          loading={roots.isPending}
          pagination={tablePagination(roots.data, setPage)}
          columns={[
            { title: t('liabilities.day'), dataIndex: 'day' },
            { title: t('liabilities.members'), dataIndex: 'leaf_count' },
            {
              title: t('liabilities.totals'),
              render: (_, r) => (
                <span style={{ whiteSpace: 'nowrap' }}>
                  {r.totals.map((x) => (
                    <div key={x.asset}>
                      <Money amount={x.amount} asset={x.asset} />
                    </div>
                  ))}
                </span>
              ),
            },
            {
              title: t('liabilities.root'),
              render: (_, r) => (
                <Typography.Text code copyable={{ text: r.root }} style={{ wordBreak: 'break-all', fontSize: 12 }}>
                  {r.root}
                </Typography.Text>
              ),
            },
            oneLineTimeColumn(t('liabilities.takenAt'), (r) => r.taken_at),
          ]}
        />
      </Card>

      <FormModal<CustodyForm>
        open={asset !== null}
        title={t('liabilities.declareTitle', { asset: asset?.asset ?? '' })}
        summary={t('liabilities.declareSummary', { asset: asset?.asset ?? '', liabilities: asset?.liabilities ?? '0' })}
        okText={t('liabilities.declare')}
        onClose={() => setAsset(null)}
        initialValues={{ amount: '', note: '' }}
        testId="custody-dialog"
        onSubmit={(v) => declare.mutateAsync({ asset: asset?.asset ?? '', amount: v.amount.trim(), note: v.note.trim() })}
      >
        <Form.Item
          name="amount"
          label={t('liabilities.custodyAmount', { asset: asset?.asset ?? '' })}
          rules={[decimalRule(decimalsOf(asset?.liabilities ?? '0'), t('liabilities.amountRule'))]}
        >
          <Input data-testid="custody-amount" />
        </Form.Item>
        <Form.Item name="note" label={t('liabilities.noteLabel')}>
          <Input maxLength={500} data-testid="custody-note" placeholder={t('liabilities.notePlaceholder')} />
        </Form.Item>
      </FormModal>
    </>
  );
}
