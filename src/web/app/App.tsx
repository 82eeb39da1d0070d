import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppContent } from './AppContent';

/**
 * The app in the browser: its providers and routes under the browser's router, from a query
 * client that already holds the reads a server-rendered screen was drawn from, if any.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <BrowserRouter>
      <AppContent queryClient={queryClient} />
    </BrowserRouter>
  );
}
