import { useCallback, useState } from 'react';

/** A form's messages by field, and `clear` for the one the member is changing. */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const clear = useCallback((field: F) => setErrors((current) => ({ ...current, [field]: undefined })), []);
  return { errors, setErrors, clear };
}
