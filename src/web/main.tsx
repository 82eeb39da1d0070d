import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startBranding } from './lib/branding';
import { initI18n } from './lib/i18n';
import { captureQueryParams } from './lib/queryCapture';
import './styles/tokens.css';
import './styles/global.css';

// Before the router reads the address: store the link's ids, then clean the query string.
captureQueryParams();
// The stored branding of this host is applied now, before the first render (no colour flash).
void startBranding();
void initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
