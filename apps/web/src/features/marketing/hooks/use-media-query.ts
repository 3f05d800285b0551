import { useCallback, useSyncExternalStore } from 'react';

function canMatchMedia() {
  // jsdom (component tests) has no matchMedia; treat every query as not matching there.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

// Read synchronously on the first render (no effect), so a layout that depends on the
// query is right in the first paint and never shifts.
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  const getSnapshot = () => canMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
