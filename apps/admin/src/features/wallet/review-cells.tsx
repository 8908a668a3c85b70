import type { FundMember } from '@mcc/contract/admin-fund';
import { type TableColumnType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/i18n';

// The cells and columns the review lists (recharges, withdrawals, adjustments) share.

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
      <Link to={`/members/${member.id}`}>{member.nickname}</Link>
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
