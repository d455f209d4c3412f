import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// Its own chunk, loaded after the first render (not part of a prerendered page's markup):
// notify() works before that: the store keeps toasts until the host renders.
const NotificationsHost = lazy(() =>
  import('./notifications-host').then((module) => ({ default: module.NotificationsHost })),
);

/** Its own component, so that mounting it re-renders nothing else (hydration stays one pass). */
function NotificationsAfterFirstRender() {
  const [mounted, setMounted] = useState(false);
  // A transition: React may render it in slices, after the page is live.
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** `test` turns off Mantine transitions and portals (Testing Library renders). */
  env?: 'default' | 'test';
}

/** Theme, notifications and data cache: everything a screen needs except the router. */
export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={env}
    >
      <NotificationsAfterFirstRender />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
