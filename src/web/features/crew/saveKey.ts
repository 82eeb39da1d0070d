/**
 * The idempotency key of a crew save (offlineQueue.ts): a random UUID version 4, as the server
 * reads it (z.uuid()). Made from crypto.getRandomValues because crypto.randomUUID exists only in
 * secure contexts: on a venue's server reached over plain http on the local network it is
 * missing, and a save would fail before it is even sent.
 */
export function newSaveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: the version (4, random) in the 7th byte's high half, the variant (10xx) in the 9th's.
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
