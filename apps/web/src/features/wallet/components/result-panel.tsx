import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/card';
import { PageLink } from '../../../shared/ui/page-link';
import type { ConfirmRow } from './confirm-sheet';

/** The end of a money action: what happened, the record, and the ways on. */
export function ResultPanel({
  title,
  note,
  rows,
  primary,
  secondary,
}: {
  title: ReactNode;
  note?: ReactNode;
  rows: ConfirmRow[];
  primary: { label: ReactNode; to: string };
  secondary: { label: ReactNode; onClick: () => void };
}) {
  return (
    <div data-testid="result">
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
        {note && <p className="muted small">{note}</p>}
      </div>
      <Card>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per action
          <div className={row.strong ? 'kv kv-strong' : 'kv'} key={i} data-testid={row.testId}>
            <span className="kv-key">{row.label}</span>
            <span className="kv-value">{row.value}</span>
          </div>
        ))}
      </Card>
      <div className="result-actions">
        <PageLink to={primary.to} className="btn btn-primary btn-block" testId="result-primary">
          {primary.label}
        </PageLink>
        <button type="button" className="btn btn-block" onClick={secondary.onClick} data-testid="result-again">
          {secondary.label}
        </button>
      </div>
    </div>
  );
}
