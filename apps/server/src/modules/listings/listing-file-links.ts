import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

/** Where a listing's stored images and PDFs are served: `/media/listings/<key after "listings/">`. */
export const LISTING_MEDIA_PATH = '/media/listings';

const HOUR_S = 3_600;
/** How long a link works, counted from the start of the hour it was made in. */
const LINK_LIFETIME_S = 6 * HOUR_S;

/** The address of a stored key (`listings/12/photos/<uuid>-display.webp`), without a signature. */
export function mediaPathOf(key: string): string {
  return `${LISTING_MEDIA_PATH}/${key.slice('listings/'.length)}`;
}

/**
 * Signed links to a listing's files for the seller group and staff. An `<img>` or a PDF opened in
 * a new tab cannot carry the Bearer token, so the API hands out links that carry an expiry and an
 * HMAC of the key and that expiry. Links made within the same hour are identical, so the browser
 * caches the images.
 */
export function createListingFileLinks(secret: string, clock: Clock) {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`listing-file:${key}:${expires}`).digest('hex');

  return {
    urlFor(key: string): string {
      const expires = Math.floor(clock.now() / 1000 / HOUR_S) * HOUR_S + LINK_LIFETIME_S;
      return `${mediaPathOf(key)}?expires=${expires}&signature=${sign(key, expires)}`;
    },

    /** Whether the link is genuine and not yet expired. */
    isValid(key: string, expires: number, signature: string): boolean {
      const expected = Buffer.from(sign(key, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return clock.now() < expires * 1000;
    },

    /** Seconds a valid link still works, for the cache lifetime of what it serves. */
    secondsLeft(expires: number): number {
      return Math.max(0, expires - Math.floor(clock.now() / 1000));
    },
  };
}

export type ListingFileLinks = ReturnType<typeof createListingFileLinks>;
