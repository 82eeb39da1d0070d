/**
 * The id of the JSON element holding the host's branding that the server writes into every app
 * page (server http/pageBranding.ts), which the web app starts from (web lib/branding.ts). Kept
 * apart from the branding contract so the start-up script does not load zod for it.
 */
export const HOST_BRANDING_ID = 'host-branding';
