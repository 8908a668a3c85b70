import { useCallback, useState } from 'react';

/**
 * A form's messages by field as the form sets them, and `clear` for the one the member is changing.
 * (The account forms, which also check their rules and map the server's refusals, use `useAccountFieldErrors`.)
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const clear = useCallback((field: F) => setErrors((current) => ({ ...current, [field]: undefined })), []);
  return { errors, setErrors, clear };
}
