/**
 * Random link and session tokens. A token is 256 random bits in base64url (it passes the web
 * app's safe query-parameter rule); only its SHA-256 hash is stored, so a database leak gives
 * no usable token.
 */
import { createHash, randomBytes } from 'node:crypto';

/** The length of every token newToken() issues: 32 bytes in base64url, without padding. */
export const TOKEN_LENGTH = 43;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * True for text in the exact shape newToken() issues. Anything else cannot be a token of ours,
 * so it is refused before it is hashed, looked up or kept (the length is checked first, so a
 * stranger's 8 kB cookie costs one comparison).
 */
export function isIssuedToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length === TOKEN_LENGTH && TOKEN_SHAPE.test(value);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
