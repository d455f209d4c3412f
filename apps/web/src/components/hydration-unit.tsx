import { type ReactNode, Suspense } from 'react';

/**
 * A part of a long page that React hydrates on its own: a Suspense boundary (nothing inside
 * suspends, so it never shows a fallback) is hydrated after the page around it, in its own render
 * and commit, so hydrating a prerendered page is several short tasks instead of one long one.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
