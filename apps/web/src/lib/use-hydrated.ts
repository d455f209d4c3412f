import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered markup, true otherwise (and right after hydration).
 * Data that may arrive while a part of the page is still waiting to be hydrated (the member
 * count, the featured list) is shown only once hydrated: the markup must first match what the
 * server rendered. Only the component that asks re-renders when it turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
