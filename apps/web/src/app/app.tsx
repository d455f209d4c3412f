import { useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

interface AppProps {
  /** A router made beforehand (main.tsx does, to load a prerendered page's route before hydrating). */
  router?: DataRouter;
}

export function App({ router: givenRouter }: AppProps) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
