import type { FundMember } from '@mcc/contract/admin-fund';
import { Button, type ButtonProps, type TableColumnsType, type TableColumnType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CursorTable } from '../../components/cursor-table';
import { idColumn } from '../../components/id-column';
import { MemberLink } from '../../components/member-link';
import type { CursorList } from '../../components/use-cursor';
import { t } from '../../i18n/i18n';

// The table, cells and columns the review lists (recharges, withdrawals, adjustments) share.

/**
 * A review list's table, paged by cursor: the call's error above it, each row numbered first, the
 * columns scrolling sideways (the decisions kept in view, `decisionsColumn`).
 */
export function ReviewTable<T extends { id: number }>({
  list,
  emptyText,
  testId,
  columns,
}: {
  list: CursorList<T>;
  emptyText: string;
  testId: string;
  columns: TableColumnsType<T>;
}) {
  return (
    <CursorTable<T>
      list={list}
      showError
      emptyText={emptyText}
      testId={testId}
      scroll={{ x: 'max-content' }}
      columns={[idColumn(60), ...columns]}
    />
  );
}

/** A small line under a review cell's value: grey, or red (`danger`) for why a request was turned down. */
export function CellNote({ children, danger }: { children: ReactNode; danger?: boolean }) {
  return (
    <div>
      <Typography.Text type={danger ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {children}
      </Typography.Text>
    </div>
  );
}

/** The member a review row belongs to, linking to their detail. */
export function MemberCell({ member }: { member: FundMember }) {
  return (
    <div>
      <MemberLink id={member.id}>{member.nickname}</MemberLink>
      <CellNote>
        UID {member.uid}
        {member.mobile ? ` · ${member.mobile}` : member.email ? ` · ${member.email}` : ''}
      </CellNote>
    </div>
  );
}

/**
 * The column of a review row's decisions, kept in view at the right beside the columns that scroll,
 * so a long address never pushes the decision off screen.
 */
export function decisionsColumn<T>({ width, render }: { width?: number; render: (row: T) => ReactNode }): TableColumnType<T> {
  return { title: t('common.actions'), fixed: 'right', width, render: (_, row) => render(row) };
}

/**
 * A review row's go-ahead (confirm, approve, mark paid): a small primary button, beside its
 * `RejectButton`. Other button props (disabled, loading…) pass through, so a Tooltip can wrap it.
 */
export function DecisionButton({ testId, ...button }: ButtonProps & { testId?: string }) {
  return <Button size="small" type="primary" data-testid={testId} {...button} />;
}
