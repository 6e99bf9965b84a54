import { randomUUID } from 'node:crypto';
import { ok, type Result } from '@autobid/auction';
import { refuse, type FileRefusal } from './file-refusal';
import type { FileBody, FileStore, StoredFileInfo } from './file-store';
import { processImage } from './image';
import { FILE_LIMITS } from './limits';
import { checkPdf } from './pdf';
import { readUpload } from './read-upload';
import { sniffKind, type SniffedKind } from './sniff';

export type ListingFileKind = 'photo' | 'document';

export interface StoredImage extends StoredFileInfo {
  width: number;
  height: number;
}

export type StoredListingFile =
  | { id: string; kind: 'photo'; display: StoredImage; thumbnail: StoredImage }
  | { id: string; kind: 'document'; document: StoredFileInfo };

export interface ListingFileInput {
  store: FileStore;
  listingId: number | string;
  kind: ListingFileKind;
  source: FileBody;
  /** How many files of this kind the listing holds already. */
  existingCount: number;
}

const NAMES: Partial<Record<SniffedKind, string>> = {
  pdf: 'a PDF',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  webp: 'a WebP image',
  gif: 'a GIF image',
  avif: 'an AVIF image',
  zip: 'a ZIP archive',
  gzip: 'a compressed archive',
  markup: 'an SVG, HTML or XML file',
};
const describe = (kind: SniffedKind): string => NAMES[kind] ?? 'of a type that is not accepted';
const LIMIT = {
  photo: FILE_LIMITS.maxPhotosPerListing,
  document: FILE_LIMITS.maxDocumentsPerListing,
};

/** Puts every file or none: if one put fails, those already put are removed. */
async function putAll(
  store: FileStore,
  files: { key: string; bytes: Buffer; contentType: 'image/webp' | 'application/pdf' }[],
) {
  const stored: StoredFileInfo[] = [];
  try {
    for (const file of files)
      stored.push(await store.put(file.key, file.bytes, { contentType: file.contentType }));
    return stored;
  } catch (error) {
    await Promise.allSettled(stored.map((info) => store.delete(info.key)));
    throw error;
  }
}

async function storePhoto(
  store: FileStore,
  folder: string,
  id: string,
  bytes: Buffer,
  kind: SniffedKind,
): Promise<Result<StoredListingFile, FileRefusal>> {
  if (kind === 'heic') {
    return refuse(
      'heic_not_supported',
      'HEIC photos cannot be read yet. Upload JPEG instead (on an iPhone: Settings › Camera › Formats › Most Compatible).',
    );
  }
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') {
    return refuse(
      'file_type_not_allowed',
      `Photos must be JPEG, PNG or WebP; this file is ${describe(kind)}.`,
    );
  }
  const image = await processImage(bytes);
  if (!image.ok) return image;
  const { display, thumbnail } = image.value;
  const [displayInfo, thumbnailInfo] = await putAll(store, [
    { key: `${folder}/${id}-display.webp`, bytes: display.bytes, contentType: display.contentType },
    {
      key: `${folder}/${id}-thumbnail.webp`,
      bytes: thumbnail.bytes,
      contentType: thumbnail.contentType,
    },
  ]);
  return ok({
    id,
    kind: 'photo',
    display: { ...displayInfo!, width: display.width, height: display.height },
    thumbnail: { ...thumbnailInfo!, width: thumbnail.width, height: thumbnail.height },
  });
}

async function storeDocument(
  store: FileStore,
  folder: string,
  id: string,
  bytes: Buffer,
  kind: SniffedKind,
): Promise<Result<StoredListingFile, FileRefusal>> {
  if (kind !== 'pdf')
    return refuse(
      'file_type_not_allowed',
      `Documents must be PDF; this file is ${describe(kind)}.`,
    );
  const pdf = checkPdf(bytes);
  if (!pdf.ok) return pdf;
  const [document] = await putAll(store, [
    { key: `${folder}/${id}.pdf`, bytes, contentType: pdf.value.contentType },
  ]);
  return ok({ id, kind: 'document', document: document! });
}

/**
 * Checks, converts and stores one photo or document of a listing. Every check runs before anything
 * is written, so a refused file leaves nothing in the store. Photos are kept only as their
 * display and thumbnail WebP images (no original, so no metadata); documents as the PDF itself.
 */
export async function storeListingFile(
  input: ListingFileInput,
): Promise<Result<StoredListingFile, FileRefusal>> {
  const { store, listingId, kind, source, existingCount } = input;
  if (existingCount >= LIMIT[kind]) {
    return refuse(
      'file_limit_reached',
      `A listing holds at most ${LIMIT[kind]} ${kind}s; remove one to add another.`,
    );
  }
  const read = await readUpload(source, FILE_LIMITS.maxFileBytes);
  if (!read.ok) return read;
  const id = randomUUID();
  const folder = `listings/${listingId}/${kind}s`;
  const sniffed = sniffKind(read.value);
  return kind === 'photo'
    ? storePhoto(store, folder, id, read.value, sniffed)
    : storeDocument(store, folder, id, read.value, sniffed);
}
