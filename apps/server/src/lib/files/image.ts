import { ok, type Result } from '@autobid/auction';
import sharp from 'sharp';
import { refuse, type FileRefusal } from './file-refusal';
import { FILE_LIMITS, IMAGE_VARIANTS, type ImageVariantName } from './limits';

// Decoded pixels are not worth caching across uploads: each photo is read once.
sharp.cache(false);

export interface ImageVariant {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export type ProcessedImage = Record<ImageVariantName, ImageVariant>;

const readable = (): { ok: false } & FileRefusal =>
  refuse(
    'image_unreadable',
    'The image could not be read: it may be damaged or cut short. Take or export it again.',
  );

/** Formats decoded here; the caller sniffs first, this is the second guard (sharp also reads SVG, GIF, TIFF…). */
const DECODED_FORMATS = new Set(['jpeg', 'png', 'webp']);

async function header(
  bytes: Buffer,
): Promise<{ width: number; height: number; format: string } | null> {
  try {
    const { width, height, format } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { width, height, format } : null;
  } catch {
    return null;
  }
}

async function encode(input: Buffer, name: ImageVariantName): Promise<ImageVariant> {
  const { maxSide, quality } = IMAGE_VARIANTS[name];
  const { data, info } = await sharp(input, {
    limitInputPixels: FILE_LIMITS.maxImagePixels,
    failOn: 'warning',
  })
    .autoOrient()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}

/**
 * Turns an uploaded JPEG, PNG or WebP (anything else is refused) into its display and thumbnail WebP images: refuses more
 * than {@link FILE_LIMITS.maxImagePixels} before decoding, decodes strictly (a damaged or truncated
 * image is refused, not half-grey), turns it upright by its EXIF orientation and writes no
 * metadata at all (sharp keeps none unless told), so GPS, camera and owner data never leave.
 * Only the first frame of an animated image is kept.
 */
export async function processImage(bytes: Buffer): Promise<Result<ProcessedImage, FileRefusal>> {
  const size = await header(bytes);
  if (!size) return readable();
  if (!DECODED_FORMATS.has(size.format))
    return refuse('file_type_not_allowed', 'Photos must be JPEG, PNG or WebP.');
  if (size.width * size.height > FILE_LIMITS.maxImagePixels) {
    const megapixels = Math.round((size.width * size.height) / 1_000_000);
    return refuse(
      'image_too_large',
      `The image is ${size.width} × ${size.height} pixels (${megapixels} megapixels); at most ${FILE_LIMITS.maxImagePixels / 1_000_000} megapixels are accepted.`,
    );
  }
  try {
    const display = await encode(bytes, 'display');
    // The thumbnail comes from the display image: already upright, stripped and small.
    const thumbnail = await encode(display.bytes, 'thumbnail');
    return ok({ display, thumbnail });
  } catch {
    return readable();
  }
}
