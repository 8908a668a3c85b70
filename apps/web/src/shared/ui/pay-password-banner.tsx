import { useTranslation } from 'react-i18next';
import { PageLink } from './page-link';
import { usePayPasswordSetup } from './pay-password-setup';
import './money.css';

/**
 * The member has no pay password yet: say so, and offer to set it here (the sheet opens over the
 * page, which keeps what the member typed); without the app's sheet, link to the user centre.
 */
export function PayPasswordBanner({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  const setup = usePayPasswordSetup();
  return (
    <div className="paypwd-banner" data-testid={testId}>
      <span>{t('money.payPasswordMissing')}</span>
      {setup ? (
        <button type="button" className="link-button" data-testid="set-pay-password-here" onClick={setup}>
          {t('money.setPayPassword')} ›
        </button>
      ) : (
        <PageLink to="/pages/user/user">{t('money.setPayPassword')} ›</PageLink>
      )}
    </div>
  );
}
