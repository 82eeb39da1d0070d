/**
 * Renders a screen to HTML at build time (scripts/pages.ts loads this module through Vite's
 * SSR loader, in Node): the tree of main.tsx under a static router instead of the browser's,
 * in one language, after its lazy screen has loaded, so the browser hydrates the very same
 * markup. Only screens that read nothing before they show (the sign-in screen) are rendered.
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

export async function prerenderScreen(path: string, language: string): Promise<PrerenderedScreen> {
  const route = SCREEN_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No screen at ${path}`);
  await i18next.changeLanguage(language);

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
