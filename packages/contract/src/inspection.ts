import { INSPECTION_RATINGS, INSPECTION_SECTION_KEYS } from '@autobid/auction';
import { z } from 'zod/mini';
import { MAX_ID } from './ids';
import { LISTING_STATUSES } from './listing';
import { paginationSchema } from './portal';

/** Letters, digits, punctuation, spaces and new lines; no other control characters. */
// eslint-disable-next-line no-control-regex
const PLAIN_TEXT = /^[^\u0000-\u0009\u000b-\u001f\u007f]*$/;
const plainText = (max: number) =>
  z
    .string()
    .check(
      z.maxLength(max, { error: `must be at most ${max} characters` }),
      z.regex(PLAIN_TEXT, { error: 'must not contain control characters' }),
    );

export const inspectionRatingSchema = z.union(
  INSPECTION_RATINGS.map((rating) => z.literal(rating)) as [
    z.ZodMiniLiteral<100>,
    z.ZodMiniLiteral<75>,
    z.ZodMiniLiteral<50>,
    z.ZodMiniLiteral<25>,
  ],
  { error: 'must be one of 100, 75, 50, 25' },
);

export const INSPECTION_QUEUE_TABS = ['waiting', 'published'] as const;
export type InspectionQueueTab = (typeof INSPECTION_QUEUE_TABS)[number];

/** `PUT …/staff/inspections/{listingId}/versions/{version}`: the whole draft, with the revision it was read at. */
export const inspectionDraftInputSchema = z.object({
  revision: z.int().check(z.positive(), z.lte(MAX_ID)),
  summary: plainText(1000),
  /** The rated sections, each at most once; a section not sent is not rated (yet). */
  sections: z
    .array(
      z.object({
        key: z.enum(INSPECTION_SECTION_KEYS),
        rating: inspectionRatingSchema,
        notes: plainText(500),
      }),
    )
    .check(
      z.maxLength(INSPECTION_SECTION_KEYS.length),
      z.refine((sections) => new Set(sections.map((s) => s.key)).size === sections.length, {
        error: 'must name each section at most once',
      }),
    ),
  /** New captions of photos already on the draft; photos not named keep theirs. */
  photos: z._default(
    z.array(z.object({ id: z.uuid(), caption: plainText(200) })).check(z.maxLength(100)),
    [],
  ),
});
export type InspectionDraftInput = z.infer<typeof inspectionDraftInputSchema>;

/** `POST …/versions/{version}/publish`: publishes exactly the revision the inspector saw. */
export const inspectionPublishSchema = z.object({
  revision: z.int().check(z.positive(), z.lte(MAX_ID)),
});

export const inspectionPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  caption: z.string(),
  width: z.int(),
  height: z.int(),
});
export type InspectionPhoto = z.infer<typeof inspectionPhotoSchema>;

/** One version of a car's report as staff see it; a published one never changes. */
export const staffInspectionSchema = z.object({
  id: z.int(),
  version: z.int(),
  status: z.enum(['draft', 'published']),
  /** Raised on every save of a draft; a save or publish names it. */
  revision: z.int(),
  /** The rounded mean of the rated sections (INS-2); null while nothing is rated. */
  score: z.nullable(z.int()),
  summary: z.string(),
  sections: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      rating: inspectionRatingSchema,
      notes: z.string(),
    }),
  ),
  photos: z.array(inspectionPhotoSchema),
  inspector: z.nullable(z.object({ id: z.int(), name: z.string() })),
  inspected_at: z.string(),
  published_at: z.nullable(z.string()),
  updated_at: z.string(),
});
export type StaffInspection = z.infer<typeof staffInspectionSchema>;

/** The car of a listing as the inspection queue and editor show it. */
export const inspectionListingSchema = z.object({
  listing_id: z.int(),
  listing_status: z.enum(LISTING_STATUSES),
  market: z.string(),
  seller_group: z.object({ id: z.int(), name: z.string() }),
  location: z.string(),
  listed_at: z.string(),
  car: z.object({
    inventory_id: z.int(),
    make: z.string(),
    model: z.string(),
    year: z.int(),
    variant: z.string(),
    mileage_km: z.int(),
    transmission: z.string(),
    fuel: z.string(),
    color: z.string(),
    registration_number: z.string(),
    chassis_number: z.string(),
  }),
  /** The newest version, draft or published; null before the first inspection. */
  latest: z.nullable(
    z.object({
      version: z.int(),
      status: z.enum(['draft', 'published']),
      score: z.nullable(z.int()),
      updated_at: z.string(),
    }),
  ),
  /** The newest published version: what dealers see. */
  published: z.nullable(z.object({ version: z.int(), score: z.int(), published_at: z.string() })),
});
export type InspectionListing = z.infer<typeof inspectionListingSchema>;

export const inspectionQueueSchema = z.object({
  data: z.array(inspectionListingSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type InspectionQueue = z.infer<typeof inspectionQueueSchema>;

/** `GET …/staff/inspections/{listingId}`: the car and every version of its report, newest first. */
export const inspectionFileSchema = z.object({
  listing: inspectionListingSchema,
  versions: z.array(staffInspectionSchema),
});
export type InspectionFile = z.infer<typeof inspectionFileSchema>;
export const inspectionFileAnswerSchema = z.object({ data: inspectionFileSchema });
export const staffInspectionAnswerSchema = z.object({ data: staffInspectionSchema });

/**
 * `GET /portal/api/v2/sellers/listings/{listingId}/inspection`: the report dealers see of the
 * listing's car (the newest published version), or null before one is published.
 */
export const listingInspectionSchema = z.nullable(
  z.object({
    version: z.int(),
    score: z.int(),
    summary: z.string(),
    published_at: z.string(),
    sections: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        rating: inspectionRatingSchema,
        notes: z.string(),
      }),
    ),
    photos: z.array(z.object({ url: z.string(), caption: z.string() })),
  }),
);
export type ListingInspection = z.infer<typeof listingInspectionSchema>;
export const listingInspectionAnswerSchema = z.object({ data: listingInspectionSchema });
