import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ok, type Result } from '@autobid/auction';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { refuse, type FileRefusal } from '../../lib/files/file-refusal';
import type { FileStore } from '../../lib/files/file-store';
import { processImage } from '../../lib/files/image';
import { sniffKind } from '../../lib/files/sniff';
import { intParam } from '../../lib/query-params';
import { DOCUMENTS_PATH } from './document-links';

/** Photos one handover record may hold: the car's sides, dashboard, keys and papers. */
export const MAX_HANDOVER_PHOTOS = 12;

const HOUR_S = 3_600;
const LINK_LIFETIME_S = 6 * HOUR_S;
const PHOTO_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The stored key of a handover photo; `file` is `<uuid>.webp`, checked by the caller's schema. */
export const handoverPhotoKey = (id: number, file: string) => `transactions/${id}/handover/${file}`;

export const handoverPhotoParamsSchema = z.object({
  id: intParam('transaction id'),
  file: z.string().regex(PHOTO_FILE, { error: 'file is not a handover photo' }),
});

export const handoverPhotoQuerySchema = z.object({
  expires: intParam('expires', 0),
  signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'signature is not valid' }),
});

/**
 * Signed links to a handover's photos, so an `<img>` shows them without the Bearer token: the
 * link carries an expiry and an HMAC of the transaction, the file and that expiry. Links made
 * within the same hour are identical, so the browser caches the images.
 */
export function createHandoverPhotoLinks(secret: string, clock: Clock) {
  const sign = (id: number, file: string, expires: number) =>
    createHmac('sha256', secret)
      .update(`transaction-handover-photo:${id}:${file}:${expires}`)
      .digest('hex');

  return {
    /** The link to a stored key (`transactions/<id>/handover/<uuid>.webp`). */
    urlFor(id: number, key: string): string {
      const file = key.slice(key.lastIndexOf('/') + 1);
      const expires = Math.floor(clock.now() / 1000 / HOUR_S) * HOUR_S + LINK_LIFETIME_S;
      return `${DOCUMENTS_PATH}/${id}/handover/${file}?expires=${expires}&signature=${sign(id, file, expires)}`;
    },

    check(id: number, file: string, expires: number, signature: string) {
      const expected = Buffer.from(sign(id, file, expires), 'hex');
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

export type HandoverPhotoLinks = ReturnType<typeof createHandoverPhotoLinks>;

/**
 * Checks a handover photo by its content (JPEG, PNG or WebP, whatever its name says) and stores
 * its display WebP, re-encoded without metadata, under the transaction. Nothing is stored when
 * the photo is refused.
 */
export async function storeHandoverPhoto(
  store: FileStore,
  transactionId: number,
  bytes: Buffer,
): Promise<Result<string, FileRefusal>> {
  const kind = sniffKind(bytes);
  if (kind === 'heic')
    return refuse(
      'heic_not_supported',
      'HEIC photos are not accepted: set the camera to "Most compatible" or send a JPEG.',
    );
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp')
    return refuse('file_type_not_allowed', 'A handover photo must be a JPEG, PNG or WebP image.');
  const image = await processImage(bytes);
  if (!image.ok) return image;
  const key = handoverPhotoKey(transactionId, `${randomUUID()}.webp`);
  await store.put(key, image.value.display.bytes, { contentType: 'image/webp' });
  return ok(key);
}
