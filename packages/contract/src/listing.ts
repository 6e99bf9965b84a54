import { z } from 'zod/mini';
import { amountField } from './money';
import { oneLineText } from './text';
import { paginationSchema } from './portal';
import { MAX_ID, recordId } from './ids';

/**
 * A seller's car before it is auctioned (docs/listings.md): `pending` review by operations, then
 * `approved` (or `rejected` with a reason the seller reads), `scheduled` into a sale, and in the
 * end `sold`, `unsold` (waits for a restart) or `withdrawn` by the seller.
 */
export const LISTING_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'scheduled',
  'withdrawn',
  'sold',
  'unsold',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** What a seller may still change: everything until the car is scheduled into a sale. */
export const EDITABLE_LISTING_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const;

const text = oneLineText;

/** `POST /portal/api/v2/sellers/listings`: the car, where it stands and its prices. */
export const listingInputSchema = z
  .object({
    model_id: recordId('model_id'),
    year: z.int().check(z.gte(1980), z.lte(2100)),
    variant: text(60),
    mileage_km: z.int().check(z.gte(0), z.lte(2_000_000)),
    transmission: z.enum(TRANSMISSIONS),
    fuel: z.enum(FUELS),
    color: text(40),
    registration_number: text(20),
    /** Letters, digits and dashes; unique among the cars on the platform not yet sold. */
    chassis_number: z.string().check(
      z.trim(),
      z.regex(/^[A-Za-z0-9-]{5,30}$/, {
        error: 'must be 5 to 30 letters, digits or dashes',
      }),
    ),
    location: text(100, 2),
    start_price: amountField(),
    reserve_price: amountField(),
    preferred_session_id: z.optional(z.nullable(recordId('preferred_session_id'))),
  })
  .check(
    z.refine((listing) => listing.reserve_price >= listing.start_price, {
      path: ['reserve_price'],
      error: 'must be at least the start price',
    }),
  );
export type ListingInput = z.infer<typeof listingInputSchema>;

/** `PUT …/sellers/listings/{listingId}`: the whole listing again, with the version it was read at. */
export const listingUpdateSchema = z.intersection(
  listingInputSchema,
  z.object({ version: z.int().check(z.positive(), z.lte(MAX_ID)) }),
);
export type ListingUpdate = z.infer<typeof listingUpdateSchema>;

/** `POST …/staff/listings/{listingId}/reject`: the reason the seller reads. */
export const listingRejectSchema = z.object({ reason: text(500, 3) });

export const listingSchema = z.object({
  id: z.int(),
  status: z.enum(LISTING_STATUSES),
  /** Raised by every change; an edit names the version it read. */
  version: z.int(),
  market: z.string(),
  currency: z.string(),
  seller_group: z.object({ id: z.int(), name: z.string() }),
  car: z.object({
    inventory_id: z.int(),
    make_id: z.int(),
    make: z.string(),
    model_id: z.int(),
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
  location: z.string(),
  start_price: z.int(),
  reserve_price: z.int(),
  preferred_session_id: z.nullable(z.int()),
  /**
   * The cover photo's thumbnail (the first photo), a signed link for the seller and staff; a car
   * without uploaded photos shows the first photo of its gallery, if any; else null.
   */
  cover_thumbnail_url: z.nullable(z.string()),
  /** Set when operations rejected it; cleared when the seller edits it for a new review. */
  rejection_reason: z.nullable(z.string()),
  reviewed_at: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingAnswerSchema = z.object({ data: listingSchema });
export const listingPageSchema = z.object({
  data: z.array(listingSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type ListingPage = z.infer<typeof listingPageSchema>;
