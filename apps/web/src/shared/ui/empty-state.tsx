import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { Card } from './card';

/** An empty list: what is missing and the next step. */
export function EmptyState({ text, hint, action }: { text?: ReactNode; hint?: ReactNode; action?: { label: ReactNode; to: string } }) {
  const { t } = useTranslation();
  return (
    <div className="empty" data-testid="empty-state">
      <svg className="empty-icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 20h32M18 28h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div>{text ?? t('common.noRecords')}</div>
      {hint && <div className="empty-hint">{hint}</div>}
      {action && (
        <ButtonLink to={action.to} variant="ghost" small>
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}

/** An empty state on a card of its own, under the card's `title` when it has one. */
export function EmptyCard({ title, ...empty }: ComponentProps<typeof EmptyState> & { title?: ReactNode }) {
  return (
    <Card title={title}>
      <EmptyState {...empty} />
    </Card>
  );
}
