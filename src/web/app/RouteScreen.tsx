import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../lib/documentTitle';
import { screenShown } from '../lib/firstScreen';
import type { ScreenRoute } from './routes';

/**
 * Renders a route's screen and names the browser tab after it; the first one to render lets
 * the app start what waited for the first screen (lib/firstScreen.ts).
 */
export function RouteScreen({ route }: { route: ScreenRoute }) {
  const { t } = useTranslation();
  const title = t(route.titleKey);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(screenShown, []);
  const Screen = route.screen;
  return <Screen />;
}
