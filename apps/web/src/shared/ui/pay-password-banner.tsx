import { useTranslation } from 'react-i18next';
import { PageLink } from './page-link';
import './money.css';

/** The member has no pay password yet: say so, and link to the user centre where it is set. */
export function PayPasswordBanner({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="paypwd-banner" data-testid={testId}>
      <span>{t('money.payPasswordMissing')}</span>
      <PageLink to="/pages/user/user">{t('money.setPayPassword')} ›</PageLink>
    </div>
  );
}
