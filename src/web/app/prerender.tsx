/**
 * Renders a screen to HTML in Node: the tree of main.tsx under a static router instead of the
 * browser's, in one language, after its lazy screen has loaded, so the browser hydrates the very
 * same markup. At build time (scripts/pages.ts loads this module through Vite's SSR loader) the
 * sign-in screen as it shows, and a signed-in screen as it first shows, its reads still on
 * their way (its loading state, as the browser's first render has it too). When the server
 * answers a page (the build bundles this module into the web app's render/ folder for it,
 * src/server/http/screenRender.ts), a screen of SERVER_RENDERED with its content, drawn from its
 * first reads as the session answers them; the browser takes it over once it holds the same
 * reads (firstReads.ts).
 *
 * One render at a time: the language and the tab's storage are the module's globals.
 */
import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS } from '../lib/i18n';
import { AppContent } from './AppContent';
import { documentTitle } from '../lib/documentTitle';
import { SCREEN_ROUTES } from './routes';
import { SELECTION_KEYS } from '../lib/session';
import { readKey } from '../lib/useRead';
import { drawAt } from '../lib/useNow';
import { FIRST_READS, SERVER_RENDERED } from '../../shared/firstReads';
import { createQueryClient, drawnFrom } from './queryClient';
import { readTranslations } from './translationFiles';

export interface PrerenderedScreen {
  /** The markup of #root. */
  html: string;
  /** The resource hints React found (an eager picture's preload), for the page's head. */
  head: string;
  /** The document title the screen sets once it runs. */
  title: string;
}

/** Starts i18next with every language's files; each render then switches to its language. */
export async function initPrerenderI18n(resources: Resource): Promise<void> {
  await i18next.use(initReactI18next).init({ ...I18N_OPTIONS, resources, lng: 'en' });
}

/** The same, from the start-up translation files of the built web app in `webDir`. */
export function initRenderer(webDir: string): Promise<void> {
  return initPrerenderI18n(readTranslations(webDir));
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
export function prerenderScreen(
  path: string,
  language: string,
  signedIn = false,
): Promise<PrerenderedScreen> {
  return render(path, language, signedIn);
}

/**
 * Renders a screen of SERVER_RENDERED with its content at the server's moment `now`: `answers`
 * holds the answer of each of its first reads by path, as the API sent it (parsed JSON). An
 * answer its contract refuses fails the render, as a screen the browser could not take over as
 * drawn.
 */
export async function renderScreenWithReads(
  path: string,
  language: string,
  answers: Readonly<Record<string, unknown>>,
  now: number,
): Promise<PrerenderedScreen> {
  if (!SERVER_RENDERED.includes(path)) throw new Error(`${path} is not drawn from its reads`);
  const queryClient = createQueryClient();
  for (const read of FIRST_READS[path]!) {
    const answer = read.response.safeParse(answers[read.path]);
    if (!answer.success) throw new Error(`The answer of ${read.path} breaks its contract`);
    queryClient.setQueryData(readKey(read), answer.data);
  }
  drawAt(now);
  try {
    return await render(path, language, true, queryClient);
  } finally {
    drawAt(undefined);
  }
}

async function render(
  path: string,
  language: string,
  signedIn: boolean,
  queryClient?: QueryClient,
): Promise<PrerenderedScreen> {
  const route = SCREEN_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No screen at ${path}`);
  await i18next.changeLanguage(language);
  openTab(signedIn);
  // The app starts from this client (its reads), else from a new one (AppContent).
  drawnFrom.client = queryClient;
  const errors: unknown[] = [];
  let markup: string;
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <StaticRouter location={path}>
          <AppContent />
        </StaticRouter>
      </StrictMode>,
      // One piece: a large boundary is otherwise sent apart, with an inline script (which the
      // page's policy blocks) to put it in place.
      {
        onError: (error) => void errors.push(error),
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    markup = await new Response(prelude).text();
  } finally {
    drawnFrom.client = undefined;
  }
  // React writes its hints first when it renders no <head> of its own: they go to the page's.
  const [head = ''] = /^(?:<link [^>]*>)*/.exec(markup) ?? [];
  const html = markup.slice(head.length);
  // A screen that failed would be shown by the browser as rendered here: fail the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  return { html, head, title: documentTitle(i18next.t(route.titleKey)) };
}
