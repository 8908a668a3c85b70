import type { CSSProperties, ReactNode } from 'react';
import { showAmount } from '../amount-display';

/**
 * A labelled figure. `value` undefined means loading (skeleton); null means not available yet,
 * shown as "--": a page never shows a number the server did not send. With its asset, the amount
 * follows the asset's display rule (showAmount).
 */
export function Figure({
  label,
  value,
  asset,
  big,
  price,
}: {
  label: ReactNode;
  value: string | null | undefined;
  asset?: string;
  big?: boolean;
  /** A price per unit (MCC's, the fund's NAV) in `asset`: shown with every decimal sent, not as an amount. */
  price?: boolean;
}) {
  return (
    <div className={big ? 'figure figure-big' : 'figure'}>
      <div className="figure-label">{label}</div>
      <div className="figure-value num">
        {value === undefined ? (
          <span className="skeleton" style={{ display: 'inline-block', width: '4rem', height: '1em' }} />
        ) : value === null ? (
          '--'
        ) : asset && !price ? (
          showAmount(value, asset)
        ) : (
          value
        )}
        {asset && value !== undefined && <span className="figure-asset">{asset}</span>}
      </div>
    </div>
  );
}

export function Figures({ columns = 3, children }: { columns?: number; children: ReactNode }) {
  return (
    <div className="figures" style={{ '--cols': columns } as CSSProperties}>
      {children}
    </div>
  );
}
