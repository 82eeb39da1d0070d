/**
 * Sharing a link: the device's share sheet where there is one (navigator.share), and copying the
 * link with the Clipboard API everywhere. What a screen shows without a share sheet is the kit's
 * ShareSheet (components/ShareSheet.tsx), opened by components/useShare.tsx.
 */

/** What is shared: a title, a sentence to go with it and the link itself. */
export interface SharedLink {
  title: string;
  text: string;
  url: string;
}

/** Whether the device has a share sheet that takes this link (navigator.share, and canShare). */
export function canShareNatively(link?: SharedLink): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  if (link === undefined || typeof navigator.canShare !== 'function') return true;
  try {
    return navigator.canShare(link);
  } catch {
    return false;
  }
}

/** A share sheet the person closed without choosing (AbortError): not a failure. */
export function isShareDismissal(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * Writes the text to the clipboard. False when the browser has no Clipboard API (an address that
 * is not https, an old browser) or refused (no permission, the page not focused): the caller then
 * lets the person copy it by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('The clipboard refused the link', error);
    return false;
  }
}
