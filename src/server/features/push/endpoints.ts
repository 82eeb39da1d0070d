/**
 * No SSRF (issue 41): the server POSTs to a subscription's endpoint, so only the push services'
 * hosts are accepted, over https on the default port: Google FCM, Mozilla autopush, Apple Web
 * Push and Windows WNS. PUSH_ENDPOINT_HOSTS adds exact `host[:port]` entries (tests, a private
 * push service), over http or https. Checked when a subscription is saved and again before each
 * send, so narrowing the list stops sends to what it no longer allows.
 */

/** Exact hosts and host suffixes of the public push services. */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'web.push.apple.com'];
const PUSH_SERVICE_SUFFIXES = [
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    PUSH_SERVICE_HOSTS.includes(host) ||
    PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}

/** True when the server may send to this endpoint. `extraHosts` are PUSH_ENDPOINT_HOSTS. */
export function endpointAllowed(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  // url.host is lower-cased, without the scheme's default port.
  if (extraHosts.includes(url.host)) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname);
}
