/**
 * The limits of the file layer, in one place (written down in docs/files.md). A seller's phone
 * photo is 2–12 MB and 12–50 megapixels; a scanned document a few MB.
 */
export const FILE_LIMITS = {
  /** Largest upload accepted, photo or document, before any decoding. */
  maxFileBytes: 20 * 1024 * 1024,
  /** Largest image decoded: 50 megapixels (a 48 MP phone camera fits; a decompression bomb does not). */
  maxImagePixels: 50_000_000,
  /** Photos one listing may hold. */
  maxPhotosPerListing: 40,
  /** Documents (PDF) one listing may hold. */
  maxDocumentsPerListing: 10,
} as const;

/** The image sizes made from every accepted photo: WebP, longest side at most `maxSide`. */
export const IMAGE_VARIANTS = {
  display: { maxSide: 1600, quality: 82 },
  thumbnail: { maxSide: 400, quality: 75 },
} as const;

export type ImageVariantName = keyof typeof IMAGE_VARIANTS;
