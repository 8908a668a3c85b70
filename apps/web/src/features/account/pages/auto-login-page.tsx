import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../../runtime/navigation';
import { usePageQuery } from '../../../runtime/page-query';
import { refreshSession } from '../api/refresh-session';
import { signIn } from '../api/sign-in';
import { safeRedirect } from '../validation';

// One attempt at a time, even under StrictMode's double effect.
let attempting = false;

/** Restores the session from the refresh cookie, then goes back; otherwise to login with the way back. */
export default function AutoLoginPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const back = safeRedirect(usePageQuery().get('redirect'));

  useEffect(() => {
    if (attempting) return;
    attempting = true;
    void refreshSession()
      .then(({ userinfo }) => {
        signIn(queryClient, userinfo);
        return redirectTo({ url: back });
      })
      .catch(() => redirectTo({ url: `/pages/login/login?redirect=${encodeURIComponent(back)}` }))
      .finally(() => {
        attempting = false;
      });
  }, [back, queryClient]);

  return (
    <div className="page-loading" role="status" data-testid="auto-login">
      <span className="spinner" aria-hidden="true" />
      {t('account.restoring')}
    </div>
  );
}
