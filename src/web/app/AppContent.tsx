import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastHost } from '../components/ToastHost';
import { AppLoading } from './AppLoading';
import { AppRoutes } from './AppRoutes';
import { LiveUpdates } from './LiveUpdates';
import { createQueryClient } from './queryClient';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * Providers, toasts and routes, inside the router the caller gives: the browser's (App) or a
 * static one when the build prerenders the sign-in screen (prerender.tsx), so both render the
 * same tree. The Suspense waits for the translations. A screen rendered on the server from its
 * first reads starts from a client that holds them (prerender.tsx, firstReads.ts).
 */
export function AppContent() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      <Suspense fallback={<AppLoading />}>
        <ToastHost />
        <UpdatePrompt />
        <AppRoutes />
      </Suspense>
    </QueryClientProvider>
  );
}
