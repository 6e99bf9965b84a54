import { createHash } from 'node:crypto';

export interface HashedRequest {
  method: string;
  path: string;
  /** The query string, without the `?`; '' when there is none. */
  query: string;
  contentType: string | undefined;
  /** The parsed body (JSON, form fields), or undefined when none was parsed (no body, multipart). */
  body: unknown;
}

/**
 * What a key remembers of its request, as a SHA-256 (docs/idempotency.md): the method, path and
 * query, and the body as canonical JSON (keys sorted), so the same fields in another order are
 * the same request. A multipart upload is read only by its route, after the key is taken, so only
 * its media type counts: not its boundary, which a browser picks anew for each try, nor its length,
 * which changes with the boundary's in some browsers; a retry of an upload must never be refused.
 */
export function requestHash(request: HashedRequest): string {
  const mediaType = request.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const body = mediaType.startsWith('multipart/')
    ? { multipart: mediaType }
    : canonical(request.body);
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.path, request.query, body ?? null]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { bytes: createHash('sha256').update(value).digest('hex') };
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}
