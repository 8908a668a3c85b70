import type { FundMember } from '@mcc/contract/admin-fund';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
