/**
 * The status a list is filtered by, read from the address: one of the list's own states, or
 * undefined for "all" (and for anything the list does not offer).
 */
export function statusFilter<T extends string>(value: string, statuses: ReadonlyArray<{ value: T | 'all' }>): T | undefined {
  for (const s of statuses) if (s.value === value && s.value !== 'all') return s.value as T;
  return undefined;
}
