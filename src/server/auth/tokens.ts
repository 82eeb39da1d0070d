/**
 * Random link and session tokens. A token is 256 random bits in base64url (it passes the web
 * app's safe query-parameter rule); only its SHA-256 hash is stored, so a database leak gives
 * no usable token.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
