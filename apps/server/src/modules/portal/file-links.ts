import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

/** Where auction documents are served; the url carries its own short-lived signature. */
export const FILES_PATH = '/portal/api/v2/files';

const HOUR_S = 3_600;
/** How long a link works, counted from the start of the hour it was made in. */
export const LINK_LIFETIME_S = 12 * HOUR_S;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * Signed links to auction documents. A dealer opens a document with a plain link, which cannot
 * carry the Bearer token; the link instead carries an expiry and an HMAC of the file id and that
 * expiry, so it works for whoever the portal gave it to, for a few hours, and cannot be made up.
 * Links made within the same hour are identical, so a browser can cache the file.
 */
export function createFileLinks(secret: string, clock: Clock) {
  const sign = (fileId: number, expires: number) =>
    createHmac('sha256', secret).update(`auction-file:${fileId}:${expires}`).digest('hex');

  return {
    urlFor(file: { id: number; fileName: string }): string {
      const expires = Math.floor(clock.now() / 1000 / HOUR_S) * HOUR_S + LINK_LIFETIME_S;
      return `${FILES_PATH}/${file.id}/${encodeURIComponent(file.fileName)}?expires=${expires}&signature=${sign(file.id, expires)}`;
    },

    check(fileId: number, expires: number, signature: string): LinkCheck {
      const expected = Buffer.from(sign(fileId, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return clock.now() >= expires * 1000 ? 'expired' : 'valid';
    },

    /** Seconds a valid link still works, for the cache lifetime of what it serves. */
    secondsLeft(expires: number): number {
      return Math.max(0, expires - Math.floor(clock.now() / 1000));
    },
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
