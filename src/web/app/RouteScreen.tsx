import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../lib/documentTitle';
import type { ScreenRoute } from './routes';

/** Renders a route's screen and names the browser tab after it. */
export function RouteScreen({ route }: { route: ScreenRoute }) {
  const { t } = useTranslation();
  const title = t(route.titleKey);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  const Screen = route.screen;
  return <Screen />;
}
