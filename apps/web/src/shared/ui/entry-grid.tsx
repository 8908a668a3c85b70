import type { ReactNode } from 'react';
import { PageLink } from './page-link';

export function EntryGrid({ items }: { items: { to: string; label: ReactNode; icon: ReactNode }[] }) {
  return (
    <nav className="entry-grid">
      {items.map((item) => (
        <PageLink key={item.to} to={item.to} className="entry">
          <span className="entry-icon">{item.icon}</span>
          <span>{item.label}</span>
        </PageLink>
      ))}
    </nav>
  );
}
