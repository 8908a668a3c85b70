import { Flex, Tabs, type TabsProps, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
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
