import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenLoading } from './ScreenLoading';
import { useQueryCapture } from './useQueryCapture';

// Loaded beside the first signed-in screen, never with the sign-in screen (the first screen's
// budget); the main area keeps the bar's room, so nothing moves when it appears.
const BottomNav = lazy(() => import('./BottomNav'));

/** The page frame: at most 600 px wide and centred; signed-in screens get the bottom navigation. */
export function Layout({ bottomNav }: { bottomNav: boolean }) {
  const { pathname } = useLocation();
  useQueryCapture();
  return (
    <div className={bottomNav ? 'app-shell app-shell--with-nav' : 'app-shell'}>
      <main className="app-main">
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      {bottomNav && (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      )}
    </div>
  );
}
