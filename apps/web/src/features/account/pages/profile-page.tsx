import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/api/get-user';
import { Card } from '../../../shared/ui/card';
import { PageLink } from '../../../shared/ui/page-link';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { Avatar } from '../components/avatar';
import { CopyValue } from '../components/copy-value';
import { maskEmail, maskMobile, shortAddress } from '../validation';

export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useUser();
  if (!user) {
    return (
      <Card>
        <SkeletonRows rows={6} />
      </Card>
    );
  }
  const rows: [string, React.ReactNode][] = [
    ['UID', <CopyValue key="uid" value={user.uid} testId="profile-uid" />],
    [t('account.mobile'), user.mobile ? maskMobile(user.mobile) : t('account.notBound')],
    [t('account.email'), user.email ? maskEmail(user.email) : t('account.notBound')],
    [t('account.inviter'), user.inviter ? `${user.inviter.nickname} (${user.inviter.uid})` : t('account.none')],
    [t('account.joined'), new Date(user.created_at * 1000).toLocaleDateString(i18n.language)],
    [t('account.linkedWallet'), user.wallet_address ? shortAddress(user.wallet_address) : t('account.notBound')],
    [
      t('account.payPassword'),
      <span key="pp" data-testid="paypwd-state">
        {t(user.has_paypwd ? 'account.isSet' : 'account.notSet')}
      </span>,
    ],
  ];
  return (
    <>
      <Card>
        <div className="row" style={{ justifyContent: 'flex-start' }}>
          <Avatar src={user.avatar} name={user.nickname} size="4rem" />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div className="card-title" data-testid="profile-nickname">
              {user.nickname}
            </div>
            <div className="muted small">{user.bio || t('account.noBio')}</div>
          </div>
        </div>
      </Card>
      <Card>
        {rows.map(([key, value]) => (
          <div className="kv" key={key}>
            <span className="kv-key">{key}</span>
            <span className="kv-value">{value}</span>
          </div>
        ))}
      </Card>
      <PageLink to="/pages/profile/edit" className="btn btn-primary btn-block" testId="edit-profile">
        {t('route.profileEdit')}
      </PageLink>
    </>
  );
}
