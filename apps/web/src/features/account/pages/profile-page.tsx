import { MailOutline, PhonebookOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/api/get-user';
import { ButtonLink } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { KeyValue } from '../../../shared/ui/key-value';
import { LinkList } from '../../../shared/ui/link-list';
import { CardSkeleton } from '../../../shared/ui/query-view';
import { Avatar } from '../components/avatar';
import type { ContactKind } from '../components/contact-code-fields';
import { ContactSheet } from '../components/contact-sheet';
import { CopyValue } from '../components/copy-value';
import { maskEmail, maskMobile, shortAddress } from '../validation';

export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useUser();
  const [changing, setChanging] = useState<ContactKind | null>(null);
  if (!user) {
    return <CardSkeleton rows={6} />;
  }
  const rows: [string, React.ReactNode][] = [
    ['UID', <CopyValue key="uid" value={user.uid} testId="profile-uid" />],
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
          <KeyValue key={key} label={key} value={value} />
        ))}
      </Card>
      <h2 className="section-title">{t('account.signInWith')}</h2>
      <LinkList
        items={[
          {
            label: t('account.mobile'),
            icon: <PhonebookOutline />,
            extra: user.mobile ? maskMobile(user.mobile) : t('account.notBound'),
            onClick: () => setChanging('mobile'),
            testId: 'change-mobile',
          },
          {
            label: t('account.email'),
            icon: <MailOutline />,
            extra: user.email ? maskEmail(user.email) : t('account.notBound'),
            onClick: () => setChanging('email'),
            testId: 'change-email',
          },
        ]}
      />
      <ContactSheet user={user} kind={changing} onClose={() => setChanging(null)} />
      <ButtonLink to="/pages/profile/edit" variant="primary" block testId="edit-profile">
        {t('route.profileEdit')}
      </ButtonLink>
    </>
  );
}
