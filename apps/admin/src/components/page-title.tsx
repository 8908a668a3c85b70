import { Button, Flex, Tabs, type TabsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';

/**
 * A console page's title, with `extra` at its right; or there, for a page that reads one call,
 * a Refresh button that reads `refresh` again.
 */
export function PageTitle({ title, extra, refresh }: { title: string; extra?: ReactNode; refresh?: { refetch: () => unknown } }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra ?? (refresh && <Button onClick={() => void refresh.refetch()}>{t('common.refresh')}</Button>)}
    </Flex>
  );
}

/** A console page made of tabs under its title, the first tab open. */
export function TabbedPage({ title, tabs }: { title: string; tabs: TabsProps['items'] }) {
  return (
    <>
      <PageTitle title={title} />
      <Tabs items={tabs} />
    </>
  );
}
