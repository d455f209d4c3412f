import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

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
      <Notifications position="top-right" limit={3} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
