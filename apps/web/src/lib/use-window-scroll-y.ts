import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * How far the window is scrolled, capped at `cap` pixels: a component that only cares about the
 * first few pixels re-renders only while they change. A prerendered page hydrates with 0 (the
 * server's value) and, at the top of the page, needs no second render.
 */
export function useWindowScrollY(cap: number): number {
  return useSyncExternalStore(
    subscribe,
    () => Math.min(Math.max(window.scrollY, 0), cap),
    () => 0,
  );
}
