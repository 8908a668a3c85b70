import { useEffect, useState } from 'react';

// What the member's own browser recomputes with Web Crypto (a draw, a proof of liabilities), so that
// a page trusts its own arithmetic rather than the server's verdict.

/** Whether this browser can recompute (Web Crypto exists only on https and on localhost). */
export function canVerify(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

/**
 * The browser's own `check` of `input`: the outcome once it is done (null while it runs, while there
 * is no input yet, or where the browser cannot recompute), `failed` when the check threw. It starts
 * again when `input` changes, and an outcome that comes after that change is dropped.
 */
export function useBrowserCheck<I, R>(input: I | null | undefined, check: (input: I) => Promise<R>) {
  const [outcome, setOutcome] = useState<R | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setOutcome(null);
    setFailed(false);
    if (input === null || input === undefined || !canVerify()) return;
    let live = true;
    check(input).then(
      (done) => live && setOutcome(done),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [input, check]);
  return { outcome, failed };
}
