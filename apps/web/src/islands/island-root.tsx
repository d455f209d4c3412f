import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, StrictMode, useEffect } from 'react';
import { ISLAND_PENDING_ATTRIBUTE } from '@/lib/define-island';
import { IslandProvider } from './island-provider';

interface IslandRootProps {
  /** The island's container in the page; null while the build renders it. */
  container: HTMLElement | null;
  queryClient: QueryClient;
  // biome-ignore lint/suspicious/noExplicitAny: any island's component, with the props it was given.
  Component: ComponentType<any>;
  props: object;
  /** Called once the island is live (hydrated and committed). */
  onLive?: () => void;
}

/**
 * One island's tree: the same on the server (entry-server.tsx) and in the browser (start.tsx), so
 * the markup matches. Once hydrated, the island is marked live and its controls are enabled.
 */
export function IslandRoot({ container, queryClient, Component, props, onLive }: IslandRootProps) {
  useEffect(() => {
    if (!container) return;
    container.removeAttribute(ISLAND_PENDING_ATTRIBUTE);
    if (container instanceof HTMLFieldSetElement) container.disabled = false;
    onLive?.();
  }, [container, onLive]);
  return (
    <StrictMode>
      <IslandProvider queryClient={queryClient}>
        <Component {...props} />
      </IslandProvider>
    </StrictMode>
  );
}
