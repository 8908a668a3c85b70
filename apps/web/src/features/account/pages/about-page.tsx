import { contentPagePaths } from '@mcc/contract/content-paths';
import { FileOutline, LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, APP_VERSION_CODE } from '../../../runtime/config';
import { Card } from '../../../shared/ui/card';
import { KeyValue } from '../../../shared/ui/key-value';
import { LinkList } from '../../../shared/ui/link-list';
import { useSysConfigQuery } from '../api/get-sys-config';

/** `/pages/about/about` 关于: the app's version, the service contact, and the documents a member agreed to. */
export default function AboutPage() {
  const { t } = useTranslation();
  const config = useSysConfigQuery();
  const contact = config.data?.service_contact;
  return (
    <>
      <Card className="about-card">
        <div className="bar-logo" style={{ textAlign: 'center', fontSize: '1.5rem', margin: '0.5rem 0 1rem' }} aria-hidden="true">
          MCC
        </div>
        <KeyValue
          label={t('about.version')}
          value={<span data-testid="app-version">{t('about.versionValue', { version: APP_VERSION, code: APP_VERSION_CODE })}</span>}
        />
        <KeyValue
          label={t('about.serviceContact')}
          value={<span data-testid="service-contact">{config.isPending ? '…' : contact ? contact : t('about.noContact')}</span>}
        />
      </Card>
      <h2 className="section-title">{t('about.documents')}</h2>
      <LinkList
        items={[
          { label: t('route.agreement'), to: contentPagePaths.agreement, icon: <FileOutline />, testId: 'about-agreement' },
          { label: t('route.privacy'), to: contentPagePaths.privacy, icon: <LockOutline />, testId: 'about-privacy' },
        ]}
      />
    </>
  );
}
