import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenRoute } from './routes';

export const APP_NAME = 'Battle Events';

/** Renders a route's screen and names the browser tab after it. */
export function RouteScreen({ route }: { route: ScreenRoute }) {
  const { t } = useTranslation();
  const title = t(route.titleKey);
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  const Screen = route.screen;
  return <Screen />;
}
