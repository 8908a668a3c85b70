import { useQueryClient } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/i18n';

/**
 * The console's language switch (header and sign-in page). The choice is remembered in this
 * browser; what the server already answered (texts it localises, such as line types) is fetched
 * again in the new language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Segmented
      size="small"
      aria-label={t('shell.language')}
      value={currentLanguage()}
      options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      onChange={(value) => {
        if (!isLanguage(value)) return;
        void changeLanguage(value).then(() => queryClient.invalidateQueries());
      }}
      data-testid="language-switch"
    />
  );
}
