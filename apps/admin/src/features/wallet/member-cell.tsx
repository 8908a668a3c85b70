import type { FundMember } from '@mcc/contract/admin-fund';
import { Typography } from 'antd';
import { Link } from 'react-router';

/** The member a review row belongs to, linking to their detail. */
export function MemberCell({ member }: { member: FundMember }) {
  return (
    <div>
      <Link to={`/members/${member.id}`}>{member.nickname}</Link>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          UID {member.uid}
          {member.mobile ? ` · ${member.mobile}` : member.email ? ` · ${member.email}` : ''}
        </Typography.Text>
      </div>
    </div>
  );
}
