import type { ReactNode } from 'react';

/** A money form: the browser's own checks off (the page checks and says what is wrong), submit reviews. */
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
