import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../../runtime/navigation';

/**
 * A link that goes through the navigation API (guards, lock) yet stays a real link. `onFollow` runs
 * before the app navigates (a sheet closes itself), not when the link opens in a new tab.
 */
export function PageLink({
  to,
  className,
  children,
  testId,
  onFollow,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  testId?: string;
  onFollow?: () => void;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onFollow?.();
    navigateTo({ url: to }).catch((error: unknown) => console.warn(error));
  };
  return (
    <a href={to} className={className} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
