import type { ComponentProps, ReactNode } from 'react';
import { PageLink } from './page-link';

export interface ButtonLook {
  /** primary: the one action of a screen; ghost: outlined; danger: red text (sign out). */
  variant?: 'primary' | 'ghost' | 'danger';
  small?: boolean;
  /** Full width. */
  block?: boolean;
}

/** The app's button classes (`btn btn-primary btn-small btn-block`), for what must be another element (a file label). */
export function buttonClass({ variant, small, block }: ButtonLook): string {
  return ['btn', variant && `btn-${variant}`, small && 'btn-small', block && 'btn-block'].filter(Boolean).join(' ');
}

/** A button in the app's look; `type` is "button" unless it submits a form. */
export function Button({ variant, small, block, type = 'button', ...props }: ButtonLook & Omit<ComponentProps<'button'>, 'className'>) {
  return <button type={type} className={buttonClass({ variant, small, block })} {...props} />;
}

/** A link to another page that looks like a button; `onClick` runs before the app navigates. */
export function ButtonLink({
  to,
  testId,
  onClick,
  children,
  ...look
}: ButtonLook & { to: string; testId?: string; onClick?: () => void; children: ReactNode }) {
  return (
    <PageLink to={to} className={buttonClass(look)} testId={testId} onFollow={onClick}>
      {children}
    </PageLink>
  );
}
