/**
 * The link that opens an event for a supporter (product.md "Share links"), shown as a QR code on
 * the big screen and on the printable poster. It is made from the address the app is answered
 * at (as the team share link is), so each branded host hands out its own.
 */
export function eventJoinLink(origin: string, eventId: number): string {
  return `${origin}/login?otherEventId=${eventId}&redirect=/home`;
}

/**
 * The same way in, written under the code for someone who types it: no scheme and no redirect
 * (/home is where a join leads anyway), so it stays short enough to read from afar.
 */
export function eventJoinShortLink(origin: string, eventId: number): string {
  return `${new URL(origin).host}/login?otherEventId=${eventId}`;
}
