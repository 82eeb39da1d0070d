import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastHost } from '../components/ToastHost';
import { AppLoading } from './AppLoading';
import { AppRoutes } from './AppRoutes';
import { createQueryClient } from './queryClient';

/** Providers and the router. The outer Suspense waits for the translations. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense fallback={<AppLoading />}>
          <ToastHost />
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
