/** Spec §5/§9: a verifier is 43 to 128 characters long, 43 unless asked otherwise (RFC 7636 §4.1). */
export const VERIFIER_MIN_LENGTH = 43;
export const VERIFIER_MAX_LENGTH = 128;
export const DEFAULT_VERIFIER_LENGTH = VERIFIER_MIN_LENGTH;

/** The unreserved characters RFC 7636 allows in a verifier: letters, digits and `- . _ ~`. */
export const VERIFIER_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/**
 * A fresh code verifier from the browser's cryptographic random source. Bytes at or above the
 * largest multiple of the alphabet's size are drawn again, so every character is equally likely.
 */
export function createCodeVerifier(length: number = DEFAULT_VERIFIER_LENGTH): string {
  if (!Number.isInteger(length) || length < VERIFIER_MIN_LENGTH || length > VERIFIER_MAX_LENGTH) {
    throw new Error(
      `Expected a length between ${VERIFIER_MIN_LENGTH} and ${VERIFIER_MAX_LENGTH}. Received ${length}.`,
    );
  }
  const size = VERIFIER_ALPHABET.length;
  const limit = 256 - (256 % size);
  let verifier = '';
  while (verifier.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && verifier.length < length) verifier += VERIFIER_ALPHABET[byte % size];
    }
  }
  return verifier;
}

/** Base64url without padding (RFC 7636 appendix A). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))) without padding. */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}
