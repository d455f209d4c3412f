import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/app/theme';

/**
 * What an island renders inside, on the server and in the browser alike (the markup must match):
 * the theme, and the data cache the page's islands share (one member count request for all of its
 * counts). The page already carries the theme's CSS variables and global classes, so the islands do
 * not repeat them.
 */
export function IslandProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
