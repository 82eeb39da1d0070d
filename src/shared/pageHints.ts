/**
 * What the server writes into an app page about its request, for the app to start from: the
 * attribute on <html> of a page answered to a request without a session cookie.
 */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out';
