import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';

interface AppProps {
  /** Made by start.tsx: for a prerendered page, with that page's route code already loaded. */
  router: DataRouter;
}

export function App({ router }: AppProps) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
