import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders `children(false)` on its first commit and `children(true)` right after. A sheet whose code
 * is fetched on demand mounts closed and then opens, so it slides in as one loaded with the page does.
 */
export function OpenAfterMount({ children }: { children: (mounted: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return children(mounted);
}
