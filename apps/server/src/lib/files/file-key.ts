/**
 * Storage keys are made by the server (`listings/12/photos/<uuid>-display.webp`), never taken from
 * a user; a key that breaks these rules is a bug, so it throws. Each `/`-separated segment is
 * letters, digits, `.`, `_` or `-` and does not start with a dot (which rules out `..`, and keeps
 * the store's own temporary files out of every listing).
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export class InvalidFileKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid file key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidFileKeyError';
  }
}

/** The key's segments, after checking it is relative, has no `..`, NUL or backslash, and is not too long. */
export function parseFileKey(key: string): string[] {
  if (key.length === 0) throw new InvalidFileKeyError(key, 'it is empty');
  if (key.length > MAX_KEY_LENGTH)
    throw new InvalidFileKeyError(key, `it is longer than ${MAX_KEY_LENGTH} characters`);
  if (key.startsWith('/')) throw new InvalidFileKeyError(key, 'it must be relative');
  const segments = key.split('/');
  const bad = segments.find((s) => !SEGMENT.test(s));
  if (bad !== undefined)
    throw new InvalidFileKeyError(key, `the part ${JSON.stringify(bad)} is not allowed`);
  return segments;
}

/**
 * A listing prefix ends with `/` (a folder) or is empty (everything); what comes before the last
 * `/` must be a valid key.
 */
export function parseKeyPrefix(prefix: string): string[] {
  const cut = prefix.lastIndexOf('/');
  const folder = cut < 0 ? [] : parseFileKey(prefix.slice(0, cut));
  const rest = prefix.slice(cut + 1);
  if (rest !== '' && !SEGMENT.test(rest))
    throw new InvalidFileKeyError(prefix, 'the prefix is not allowed');
  return folder;
}

const CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;

export type StoredContentType = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];

/** Whether the key ends in an extension the store knows (files the store did not write may not). */
export function hasKnownExtension(key: string): boolean {
  return key.includes('.') && key.slice(key.lastIndexOf('.') + 1) in CONTENT_TYPES;
}

/**
 * A key's content type, from its extension: the key carries the type, so a local folder and an
 * object store answer the same without a metadata file beside each file.
 */
export function contentTypeOfKey(key: string): StoredContentType {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const type = (CONTENT_TYPES as Record<string, StoredContentType>)[extension];
  if (!type || !hasKnownExtension(key)) {
    throw new InvalidFileKeyError(
      key,
      `its extension must be one of ${Object.keys(CONTENT_TYPES).join(', ')}`,
    );
  }
  return type;
}
