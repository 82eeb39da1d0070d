import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomNav } from './BottomNav';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenLoading } from './ScreenLoading';
import { useQueryCapture } from './useQueryCapture';

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
      {bottomNav && <BottomNav />}
    </div>
  );
}
