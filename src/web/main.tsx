// First: zod must be told before any schema is built (see the module).
import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import { App } from './app/App';
import { initI18n } from './lib/i18n';
import { languageFor } from './lib/languages';
import { captureQueryParams } from './lib/queryCapture';
import './styles/tokens.css';
import './styles/global.css';

// Before the router reads the address: store the link's ids, then clean the query string.
captureQueryParams();
// The server wrote this host's colours into the page; the branding module (preloaded by the
// page, off the start-up script) keeps them for an offline start, when the worker's shell,
// which has none, applies the stored ones as soon as it loads.
// (Its failure to load names the module in the console.)
import('./lib/branding').then(({ startBranding }) => startBranding(), console.error);

const root = document.getElementById('root')!;
// Strict mode's checks run in development only: the production build leaves the wrapper out.
const app = import.meta.env.DEV ? (
  <StrictMode>
    <App />
  </StrictMode>
) : (
  <App />
);
const ready = initI18n();
// A prerendered page arrives in the language the server detected (scripts/pages.ts): the sign-in
// screen, its translations inline, so i18next is set up now; or a signed-in screen's first look
// (its loading state), whose translations its page preloads; or a signed-in screen the server
// drew with its content (data-reads names it), whose first reads its page started too. React
// takes that HTML over when the app detects the same language and, for a drawn screen, holds
// the same reads (firstReads.ts unmarks a drawing whose read failed, so the app draws the
// screen afresh and says so); otherwise (a choice kept only in this browser's storage) it renders afresh, in the language
// the app detected. Other pages render once the translations they preload are in.
const start = () => {
  // A drawing is tapped from now on: React replays a tap made while it takes the drawing over.
  delete root.dataset.reads;
  const detected = i18next.language ? languageFor(i18next.language).code : undefined;
  if (root.dataset.language && root.dataset.language === detected) {
    hydrateRoot(root, app);
  } else {
    if (root.dataset.language) root.replaceChildren();
    createRoot(root).render(app);
  }
};
const drawnScreen = root.dataset.reads;
if (drawnScreen) {
  void import('./app/firstReads').then(
    ({ takeFirstReads }) => takeFirstReads(drawnScreen, ready, start),
    start,
  );
} else if (i18next.language) start();
else void ready.finally(start);
