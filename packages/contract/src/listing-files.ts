import { z } from 'zod/mini';
import { oneLineText } from './text';
import { recordId } from './ids';

/** What a listing holds (docs/files.md): photos (the first is the cover) and PDF documents. */
export const LISTING_FILE_KINDS = ['photo', 'document'] as const;
export type ListingFileKind = (typeof LISTING_FILE_KINDS)[number];

/** The most of each kind one listing holds; the server refuses one more with `file_limit_reached`. */
export const LISTING_FILE_LIMITS = { photo: 40, document: 10 } as const;
/** The largest upload accepted, photo or document. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const listingFileSchema = z.object({
  id: z.int(),
  kind: z.enum(LISTING_FILE_KINDS),
  /** 0, 1, … within its kind; the photo at 0 is the cover. */
  position: z.int(),
  /** The name of the file as the seller sent it. */
  file_name: z.string(),
  /** A photo's caption or a document's name, as dealers read it. */
  caption: z.string(),
  content_type: z.string(),
  bytes: z.int(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  /** The display image or the PDF: a signed link that works for a few hours. */
  url: z.string(),
  /** A photo's 400 px thumbnail (null for a document). */
  thumbnail_url: z.nullable(z.string()),
  created_at: z.string(),
});
export type ListingFile = z.infer<typeof listingFileSchema>;

export const listingFilesSchema = z.object({
  photos: z.array(listingFileSchema),
  documents: z.array(listingFileSchema),
});
export type ListingFiles = z.infer<typeof listingFilesSchema>;
export const listingFilesAnswerSchema = z.object({ data: listingFilesSchema });
export const listingFileAnswerSchema = z.object({ data: listingFileSchema });

/** `PUT …/listings/{listingId}/photos/order`: every photo of the listing once, cover first. */
export const photoOrderSchema = z.object({
  file_ids: z
    .array(recordId('file_ids'))
    .check(z.minLength(1), z.maxLength(LISTING_FILE_LIMITS.photo)),
});

/** `PUT …/listings/{listingId}/files/{fileId}`: a photo's caption or a document's name. */
export const fileCaptionSchema = z.object({
  caption: oneLineText(120, 0),
});
