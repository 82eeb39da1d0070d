export const APP_NAME = 'Battle Events';

/** The browser tab's title on a screen: the screen's title, then the app's name. */
export function documentTitle(screenTitle: string): string {
  return `${screenTitle} · ${APP_NAME}`;
}
