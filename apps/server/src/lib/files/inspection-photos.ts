import { randomUUID } from 'node:crypto';
import { ok, type Result } from '@autobid/auction';
import { refuse, type FileRefusal } from './file-refusal';
import type { FileBody, FileStore } from './file-store';
import { processImage } from './image';
import { FILE_LIMITS } from './limits';
import { readUpload } from './read-upload';
import { sniffKind } from './sniff';

/** Extra photos one version of a report may hold: the close-ups beyond the seller's gallery. */
export const MAX_INSPECTION_PHOTOS = 20;

export interface StoredInspectionPhoto {
  id: string;
  key: string;
  thumbnailKey: string;
  width: number;
  height: number;
  bytes: number;
}

/** Where a car's inspection photos live in the store: `inspections/<inventory id>/<uuid>-….webp`. */
export const inspectionPhotoFolder = (inventoryId: number) => `inspections/${inventoryId}`;

/**
 * Checks, converts and stores one extra photo of an inspection, as the seller's photos are
 * (docs/files.md): type by content, size and pixel limits, upright, no metadata, a display and a
 * thumbnail WebP. Every check runs before anything is written; if the second image fails to
 * store, the first is removed, so a refusal or failure leaves nothing behind.
 */
export async function storeInspectionPhoto(input: {
  store: FileStore;
  inventoryId: number;
  source: FileBody;
  existingCount: number;
}): Promise<Result<StoredInspectionPhoto, FileRefusal>> {
  const { store, inventoryId, source, existingCount } = input;
  if (existingCount >= MAX_INSPECTION_PHOTOS)
    return refuse(
      'file_limit_reached',
      `A report holds at most ${MAX_INSPECTION_PHOTOS} extra photos; remove one to add another.`,
    );
  const read = await readUpload(source, FILE_LIMITS.maxFileBytes);
  if (!read.ok) return read;
  const kind = sniffKind(read.value);
  if (kind === 'heic')
    return refuse(
      'heic_not_supported',
      'HEIC photos cannot be read yet. Upload JPEG instead (on an iPhone: Settings › Camera › Formats › Most Compatible).',
    );
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp')
    return refuse('file_type_not_allowed', 'Photos must be JPEG, PNG or WebP.');
  const image = await processImage(read.value);
  if (!image.ok) return image;
  const { display, thumbnail } = image.value;
  const id = randomUUID();
  const folder = inspectionPhotoFolder(inventoryId);
  const key = `${folder}/${id}-display.webp`;
  const thumbnailKey = `${folder}/${id}-thumbnail.webp`;
  await store.put(key, display.bytes, { contentType: display.contentType });
  try {
    await store.put(thumbnailKey, thumbnail.bytes, { contentType: thumbnail.contentType });
  } catch (error) {
    await store.delete(key).catch(() => false);
    throw error;
  }
  return ok({
    id,
    key,
    thumbnailKey,
    width: display.width,
    height: display.height,
    bytes: display.bytes.byteLength,
  });
}
