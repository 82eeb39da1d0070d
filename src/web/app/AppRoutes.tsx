import { Route, Routes } from 'react-router';
import { Layout } from './Layout';
import { lazyScreen } from '../lib/lazyScreen';
import { RouteScreen } from './RouteScreen';
import { SCREEN_ROUTES } from './routes';

/** The catch-all page, loaded only when an address matches no screen (off the start-up script). */
const NotFoundScreen = lazyScreen(() =>
  import('../components/NotFoundScreen').then((module) => ({ default: module.NotFoundScreen })),
);

/**
 * The route tree. React Router ignores a trailing slash when matching, so `/team/` (the form
 * notification targets use) opens the same screen as `/team`.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout bottomNav={false} />}>
        {SCREEN_ROUTES.filter((route) => !route.bottomNav).map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      <Route element={<Layout bottomNav />}>
        {SCREEN_ROUTES.filter((route) => route.bottomNav).map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
