import { useEffect, useLayoutEffect, useRef } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { bindNavigator } from '../runtime/navigation';

/** Connects the uni-app navigation API to react-router; a navigation resolves when its location commits. */
export function NavigatorBinding() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef<NavigateFunction>(navigate);
  navigateRef.current = navigate;
  const waiting = useRef<(() => void)[]>([]);

  // Bound before the first paint: a link tapped the moment it appears must find the navigator
  // (a passive effect runs after the paint, and a tap in between went nowhere).
  useLayoutEffect(() => {
    bindNavigator({
      go: (url, { replace }) =>
        new Promise<void>((resolve) => {
          waiting.current.push(resolve);
          void navigateRef.current(url, { replace });
        }),
      back: (delta) => void navigateRef.current(-delta),
      depth: () => {
        const state: unknown = window.history.state;
        return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
      },
      currentPath: () => window.location.pathname,
    });
    return () => bindNavigator(null);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every committed location change
  useEffect(() => {
    const resolved = waiting.current;
    waiting.current = [];
    for (const resolve of resolved) resolve();
    window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
