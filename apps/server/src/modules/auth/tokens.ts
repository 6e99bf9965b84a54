import { createHash, randomBytes } from 'node:crypto';

/** A new opaque access token: 32 random bytes, base64url. Only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: SHA-256, hex. A leaked table gives no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** True when `value` looks like a token this server issues; anything else is not looked up. */
export function isTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
