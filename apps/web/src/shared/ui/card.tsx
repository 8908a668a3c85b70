import type { ReactNode } from 'react';

export function Card({
  title,
  extra,
  className,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`card${className ? ` ${className}` : ''}`}>
      {(title || extra) && (
        <div className="card-head">
          {title ? <h2 className="card-title">{title}</h2> : <span />}
          {extra && <div className="card-extra">{extra}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
