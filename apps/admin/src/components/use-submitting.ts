import { useState } from 'react';
import { errorText } from '../lib/api';

/**
 * A form's submit as the console runs it (sign-in, two-step verification, every FormModal): `busy`
 * while `run`'s work goes on, and the server's refusal, in its own words, in `error` until the next try.
 */
export function useSubmitting() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
