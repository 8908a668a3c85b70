import { ExclamationShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useUserFigures } from '../../../shared/api/get-user';
import { LinkList } from '../../../shared/ui/link-list';
import './anti-phishing.css';

/** The security page's row for the anti-phishing code: the code masked once set, else "not set". */
export function AntiPhishingEntry() {
  const { t } = useTranslation();
  const figures = useUserFigures();
  const masked = figures.data?.anti_phishing;
  return (
    <div className="ap-entry">
      <LinkList
        items={[
          {
            label: t('antiPhishing.entry'),
            to: '/pages/security/antiPhishing',
            icon: <ExclamationShieldOutline />,
            extra:
              masked === undefined ? (
                ''
              ) : (
                <span className={masked ? 'num' : 'muted'} data-testid="anti-phishing-state">
                  {masked ?? t('antiPhishing.notSet')}
                </span>
              ),
            testId: 'anti-phishing-row',
          },
        ]}
      />
    </div>
  );
}
