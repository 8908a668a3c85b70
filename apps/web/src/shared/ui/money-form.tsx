import type { ReactNode } from 'react';

/**
 * A form the page checks itself: the browser's own checks off (the page checks and says what is
 * wrong), submit reviews. The money forms are built on it, and the NFT seed panel's form too.
 */
export function MoneyForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
