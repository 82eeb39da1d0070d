// First: zod must be told before any schema is built (see the module).
import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import { App } from './app/App';
import { startBranding } from './lib/branding';
import { initI18n } from './lib/i18n';
import { languageFor } from './lib/languages';
import { captureQueryParams } from './lib/queryCapture';
import './styles/tokens.css';
import './styles/global.css';

// Before the router reads the address: store the link's ids, then clean the query string.
captureQueryParams();
// The stored branding of this host is applied now, before the first render (no colour flash).
void startBranding();
void initI18n();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The sign-in page arrives prerendered in the language the server detected (scripts/pages.ts).
// React takes that HTML over when the app detects the same language; otherwise (a choice kept
// only in this browser's storage) it renders afresh, in the language the app detected.
const detected = i18next.language ? languageFor(i18next.language).code : undefined;
if (root.dataset.language && root.dataset.language === detected) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
