import type { ReactNode } from 'react';
import { PageLink } from './page-link';

export interface LinkItem {
  label: ReactNode;
  to?: string;
  onClick?: () => void;
  icon?: ReactNode;
  extra?: ReactNode;
  testId?: string;
}

function Row({ item }: { item: LinkItem }) {
  const content = (
    <>
      {item.icon && <span className="link-row-icon">{item.icon}</span>}
      <span className="link-row-label">{item.label}</span>
      {item.extra !== undefined && <span className="link-row-extra">{item.extra}</span>}
      <span className="chevron" aria-hidden="true">
        ›
      </span>
    </>
  );
  if (item.to) {
    return (
      <PageLink to={item.to} className="link-row" testId={item.testId}>
        {content}
      </PageLink>
    );
  }
  return (
    <button type="button" className="link-row" onClick={item.onClick} data-testid={item.testId}>
      {content}
    </button>
  );
}

export function LinkList({ items }: { items: LinkItem[] }) {
  return (
    <nav className="link-list">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static menus
        <Row key={i} item={item} />
      ))}
    </nav>
  );
}
