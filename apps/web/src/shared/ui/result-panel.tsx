import type { ReactNode } from 'react';
import { Button, ButtonLink } from './button';
import { Card } from './card';
import { KeyValueList, type KeyValueRow } from './key-value';
import './money.css';

/**
 * The end of a money action: what happened, the record, and the ways on. `primary` leaves for the
 * page that lists the record (`onClick` runs first, to close a sheet); `secondary` starts again or
 * closes.
 */
export function ResultPanel({
  title,
  amount,
  note,
  rows,
  primary,
  secondary,
  testId = 'result',
}: {
  title: ReactNode;
  /** The figure that moved, large under the title. */
  amount?: { value: string; asset: string };
  note?: ReactNode;
  rows: KeyValueRow[];
  primary: { label: ReactNode; to: string; onClick?: () => void; testId?: string };
  secondary: { label: ReactNode; onClick: () => void; testId?: string };
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <div className="result">
        <span className="result-icon">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h2 className="result-title" data-testid="result-title">
          {title}
        </h2>
        {amount && (
          <p className="confirm-amount">
            {amount.value}
            <small>{amount.asset}</small>
          </p>
        )}
        {note && <p className="muted small">{note}</p>}
      </div>
      <Card>
        <KeyValueList rows={rows} />
      </Card>
      <div className="result-actions">
        <ButtonLink to={primary.to} onClick={primary.onClick} variant="primary" block testId={primary.testId ?? 'result-primary'}>
          {primary.label}
        </ButtonLink>
        <Button block onClick={secondary.onClick} data-testid={secondary.testId ?? 'result-again'}>
          {secondary.label}
        </Button>
      </div>
    </div>
  );
}
