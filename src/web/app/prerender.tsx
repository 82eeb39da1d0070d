/**
 * Renders a screen to HTML at build time (scripts/pages.ts loads this module through Vite's
 * SSR loader, in Node): the tree of main.tsx under a static router instead of the browser's,
 * in one language, after its lazy screen has loaded, so the browser hydrates the very same
 * markup. The sign-in screen is rendered as it shows; a signed-in screen as it first shows, its
 * reads still on their way (its loading state, as the browser's first render has it too).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { text } from 'node:stream/consumers';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS } from '../lib/i18n';
import { AppContent } from './AppContent';
import { documentTitle } from '../lib/documentTitle';
import { SCREEN_ROUTES } from './routes';
import { SELECTION_KEYS } from '../lib/session';

export interface PrerenderedScreen {
  /** The markup of #root. */
  html: string;
  /** The document title the screen sets once it runs. */
  title: string;
}

/** Starts i18next with every language's files; each render then switches to its language. */
export async function initPrerenderI18n(resources: Resource): Promise<void> {
  await i18next.use(initReactI18next).init({ ...I18N_OPTIONS, resources, lng: 'en' });
}

/** The Web Storage a tab has, kept in memory (Node has none). */
class TabStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/**
 * A new tab's storage; for a signed-in screen, a tab whose way in is done, every selection
 * made. The ids only name what the screen will read, which its first look does not show.
 */
function openTab(signedIn: boolean) {
  const session = new TabStorage();
  if (signedIn) for (const key of SELECTION_KEYS) session.setItem(key, '1');
  Object.assign(globalThis, { sessionStorage: session, localStorage: new TabStorage() });
}

/** Renders the screen at `path` in `language`: signed out, or signed in (its first look). */
export async function prerenderScreen(
  path: string,
  language: string,
  signedIn = false,
): Promise<PrerenderedScreen> {
  const route = SCREEN_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No screen at ${path}`);
  await i18next.changeLanguage(language);
  openTab(signedIn);

  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await text(prelude);
  // A screen that failed would be shown by the browser as rendered here: fail the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  return { html, title: documentTitle(i18next.t(route.titleKey)) };
}
