import { z } from 'zod/mini';
import { amountField } from './money';
import { missingOrNotText, oneLineText } from './text';
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

/** The most a listed car's odometer may read. */
export const MAX_MILEAGE_KM = 2_000_000;

/** What a listing's one-line text must hold to say something (docs/listings.md). */
type TextNeeds = 'letter_or_digit' | 'letter' | 'plate';

/**
 * The one-line texts of a listing and what each must hold: a value of only signs ("!", "-") says
 * nothing, a colour or a place is a word, and a registration plate is letters and digits.
 */
export const LISTING_TEXTS = {
  variant: { min: 1, max: 60, needs: 'letter_or_digit' },
  color: { min: 2, max: 40, needs: 'letter' },
  registration_number: { min: 2, max: 20, needs: 'plate' },
  location: { min: 2, max: 100, needs: 'letter' },
} as const satisfies Record<string, { min: number; max: number; needs: TextNeeds }>;
export type ListingTextField = keyof typeof LISTING_TEXTS;

/** Why a listing's text is refused: too short (or empty), too long, or not what the field needs. */
export type ListingTextProblem = 'too_short' | 'too_long' | TextNeeds;

const ONE_LINE = /^[^\p{Cc}]*$/u;
const HOLDS: Record<TextNeeds, RegExp> = {
  letter_or_digit: /[\p{L}\p{N}]/u,
  letter: /\p{L}/u,
  plate: /^(?=.*[\p{L}\p{N}])[\p{L}\p{N} -]+$/u,
};

/** What is wrong with a listing's text as the seller typed it (trimmed first), or null. */
export function listingTextProblem(
  field: ListingTextField,
  value: string,
): ListingTextProblem | null {
  const rule = LISTING_TEXTS[field];
  const trimmed = value.trim();
  if ([...trimmed].length < rule.min) return 'too_short';
  if (trimmed.length > rule.max) return 'too_long';
  return HOLDS[rule.needs].test(trimmed) ? null : rule.needs;
}

const NEEDS_TEXT: Record<TextNeeds, string> = {
  letter_or_digit: 'must have a letter or digit, such as 1.5 G',
  letter: 'must be written in letters, not only digits or signs',
  plate: 'must be letters, digits, spaces or dashes, such as WXY 1234',
};

/** A listing's one-line text, each refusal naming its field and saying what is wrong. */
const listingText = (field: ListingTextField) => {
  const { min, max } = LISTING_TEXTS[field];
  return z.string({ error: missingOrNotText(field) }).check(
    z.trim(),
    z.regex(ONE_LINE, { error: `${field} must be one line, without control characters` }),
    z.refine((value) => listingTextProblem(field, value) !== 'too_short', {
      error: min === 1 ? `Please enter ${field}` : `${field} must be at least ${min} characters`,
      abort: true,
    }),
    z.refine((value) => listingTextProblem(field, value) !== 'too_long', {
      error: `${field} must be at most ${max} characters`,
      abort: true,
    }),
    z.refine((value) => listingTextProblem(field, value) === null, {
      error: `${field} ${NEEDS_TEXT[LISTING_TEXTS[field].needs]}`,
    }),
  );
};

/** Why a chassis number (VIN) cannot be one: its length, or the characters it may not hold. */
export type ChassisProblem =
  { kind: 'length'; length: number } | { kind: 'characters'; characters: string };

/** A chassis number is 5 to 30 letters, digits or dashes (unique among cars not yet sold). */
export function chassisNumberProblem(value: string): ChassisProblem | null {
  const trimmed = value.trim();
  const wrong = [...new Set(trimmed.replace(/[A-Za-z0-9-]/g, ''))].join('');
  if (wrong !== '') return { kind: 'characters', characters: wrong };
  if (trimmed.length < 5 || trimmed.length > 30) return { kind: 'length', length: trimmed.length };
  return null;
}

const chassisText = (problem: ChassisProblem): string =>
  problem.kind === 'characters'
    ? `chassis_number may hold only letters, digits and dashes, not "${problem.characters}"`
    : `chassis_number must be 5 to 30 characters long, not ${problem.length}`;

/** `POST /portal/api/v2/sellers/listings`: the car, where it stands and its prices. */
export const listingInputSchema = z
  .object({
    model_id: recordId('model_id'),
    year: z
      .int({ error: 'year must be a whole number' })
      .check(
        z.gte(1980, { error: 'year must be 1980 or later' }),
        z.lte(2100, { error: 'year must be 2100 or earlier' }),
      ),
    variant: listingText('variant'),
    mileage_km: z
      .int({ error: 'mileage_km must be a whole number of kilometres' })
      .check(
        z.gte(0, { error: 'mileage_km must be 0 or more' }),
        z.lte(MAX_MILEAGE_KM, { error: 'mileage_km must be at most 2,000,000' }),
      ),
    transmission: z.enum(TRANSMISSIONS, {
      error: `transmission must be one of ${TRANSMISSIONS.join(', ')}`,
    }),
    fuel: z.enum(FUELS, { error: `fuel must be one of ${FUELS.join(', ')}` }),
    color: listingText('color'),
    registration_number: listingText('registration_number'),
    /** Letters, digits and dashes; unique among the cars on the platform not yet sold. */
    chassis_number: z.string({ error: missingOrNotText('chassis_number') }).check(
      z.trim(),
      z.refine((value) => chassisNumberProblem(value) === null, {
        error: (issue) =>
          chassisText(chassisNumberProblem(String(issue.input)) ?? { kind: 'length', length: 0 }),
      }),
    ),
    location: listingText('location'),
    start_price: amountField('start_price'),
    reserve_price: amountField('reserve_price'),
    preferred_session_id: z.optional(z.nullable(recordId('preferred_session_id'))),
  })
  .check(
    z.refine((listing) => listing.reserve_price >= listing.start_price, {
      path: ['reserve_price'],
      error: 'reserve_price must be at least the start price',
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
  /** The car's auction once the listing is scheduled, sold or unsold; null before and after a call-off. */
  auction_id: z.nullable(z.int()),
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
