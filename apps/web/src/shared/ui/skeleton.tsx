/** Placeholder rows while a list loads. */
export function SkeletonRows({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <div className="skeleton-row" key={i}>
          <span className="skeleton" style={{ width: '2.25rem', height: '2.25rem', borderRadius: '50%' }} />
          <span style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: '0.375rem' }}>
            <span className="skeleton" style={{ width: '60%', height: '0.75rem' }} />
            <span className="skeleton" style={{ width: '35%', height: '0.625rem' }} />
          </span>
          <span className="skeleton" style={{ width: '3.5rem', height: '0.875rem' }} />
        </div>
      ))}
    </div>
  );
}
