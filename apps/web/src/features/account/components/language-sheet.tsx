import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/i18n';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';

/** Picks the UI language; the choice is remembered for the next visit. */
export function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={sheetBodyStyle()}>
      <div className="sheet">
        <h3 className="sheet-title">{t('account.language')}</h3>
        <div className="link-list">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              className="link-row"
              data-testid={`language-${language}`}
              onClick={async () => {
                await changeLanguage(language);
                onClose();
              }}
            >
              <span className="link-row-label">{LANGUAGE_NAMES[language]}</span>
              {language === current && <span className="chip">✓</span>}
            </button>
          ))}
        </div>
      </div>
    </Popup>
  );
}
