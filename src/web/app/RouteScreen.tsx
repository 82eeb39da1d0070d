import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenRoute } from './routes';

export const APP_NAME = 'Battle Events';

/** The browser tab's title on a screen: the screen's title, then the app's name. */
export function documentTitle(screenTitle: string): string {
  return `${screenTitle} · ${APP_NAME}`;
}

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
