import { z } from 'zod/mini';
import { amountField } from './money';
import { auctionStatusSchema } from './auction';
import { paginationSchema } from './portal';

/** The markets a sale session runs in. */
export const SESSION_MARKETS = ['MY', 'SG', 'ID', 'HK'] as const;
/** Where a session stands: `upcoming` until it starts, `running` until its last lot closes. */
export const SESSION_STATES = ['upcoming', 'running', 'finished', 'cancelled'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/** Bounds of a session (docs/sessions.md). */
export const SESSION_LIMITS = {
  /** Seconds between one lot's close and the next. */
  minStaggerSeconds: 10,
  maxStaggerSeconds: 900,
  /** The shortest time between the start and the first close, in seconds. */
  minOpenSeconds: 300,
  /** How far ahead a session may start, in days. */
  maxDaysAhead: 90,
  /** The most lots one session holds. */
  maxLots: 200,
} as const;

/**
 * A moment in UTC, as `YYYY-MM-DD HH:mm:ss` (DESIGN §4) or ISO-8601 with a `Z` or an offset;
 * becomes epoch milliseconds.
 */
export const utcMomentSchema = z
  .pipe(
    z.string({ error: 'must be a date and time' }).check(
      z.trim(),
      z.regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, {
        error: 'must be a date and time as YYYY-MM-DD HH:mm:ss (UTC)',
      }),
      z.refine(
        (value) => {
          const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
          return new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
        },
        { error: 'must be a real date' },
      ),
    ),
    z.transform((value) => {
      const iso = value.replace(' ', 'T');
      return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(iso) ? iso : `${iso}Z`);
    }),
  )
  .check(
    z.refine(
      (ms) => Number.isFinite(ms) && ms > Date.UTC(2000, 0, 1) && ms < Date.UTC(2100, 0, 1),
      {
        error: 'must be a real date between 2000 and 2100',
      },
    ),
  );

const whole = z.int({ error: 'must be a whole number' });

/** `POST …/staff/sessions` and `PUT …/staff/sessions/{sessionId}`. */
export const sessionInputSchema = z
  .object({
    market: z.enum(SESSION_MARKETS, { error: 'must be one of MY, SG, ID, HK' }),
    name: z
      .string({ error: 'is required' })
      .check(
        z.trim(),
        z.minLength(2, { error: 'must be at least 2 characters' }),
        z.maxLength(80, { error: 'may be at most 80 characters' }),
        z.regex(/^[^\p{Cc}]*$/u, { error: 'may not contain control characters' }),
      ),
    type: z.enum(['open', 'closed'], { error: 'must be open or closed' }),
    starts_at: utcMomentSchema,
    first_close_at: utcMomentSchema,
    stagger_seconds: whole.check(
      z.gte(SESSION_LIMITS.minStaggerSeconds, {
        error: `must be at least ${SESSION_LIMITS.minStaggerSeconds}`,
      }),
      z.lte(SESSION_LIMITS.maxStaggerSeconds, {
        error: `must be at most ${SESSION_LIMITS.maxStaggerSeconds}`,
      }),
    ),
  })
  .check(
    z.refine(
      (s) =>
        !Number.isFinite(s.starts_at) ||
        s.first_close_at - s.starts_at >= SESSION_LIMITS.minOpenSeconds * 1000,
      {
        path: ['first_close_at'],
        error: `must be at least ${SESSION_LIMITS.minOpenSeconds / 60} minutes after starts_at`,
      },
    ),
  );
export type SessionInput = z.input<typeof sessionInputSchema>;

/** `POST …/staff/sessions/{sessionId}/lots`: an approved listing into the session, prices as listed unless given. */
export const scheduleLotSchema = z
  .object({
    listing_id: whole.check(z.positive({ error: 'must be a listing id' }), z.lte(2_147_483_647)),
    start_price: z.optional(amountField()),
    reserve_price: z.optional(amountField()),
  })
  .check(
    z.refine(
      (v) =>
        v.start_price === undefined ||
        v.reserve_price === undefined ||
        v.reserve_price >= v.start_price,
      { path: ['reserve_price'], error: 'must be at least the start price' },
    ),
  );
export type ScheduleLot = z.infer<typeof scheduleLotSchema>;

/** `PUT …/staff/sessions/{sessionId}/lots/{auctionId}`: new prices before the session starts. */
export const lotPricesSchema = z
  .object({
    start_price: amountField(),
    reserve_price: amountField(),
  })
  .check(
    z.refine((v) => v.reserve_price >= v.start_price, {
      path: ['reserve_price'],
      error: 'must be at least the start price',
    }),
  );
export type LotPrices = z.infer<typeof lotPricesSchema>;

/** `PUT …/staff/sessions/{sessionId}/order`: every lot's auction id, in the new closing order. */
export const lotOrderSchema = z.object({
  auction_ids: z
    .array(whole.check(z.positive(), z.lte(2_147_483_647)))
    .check(z.minLength(1, { error: 'must list the lots' }), z.maxLength(SESSION_LIMITS.maxLots)),
});

/** `POST …/staff/sessions/{sessionId}/cancel` and removing a lot: why, for the dealers watching. */
export const sessionReasonSchema = z.object({
  reason: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(3, { error: 'must be at least 3 characters' }),
      z.maxLength(500, { error: 'may be at most 500 characters' }),
      z.regex(/^[^\p{Cc}]*$/u, { error: 'may not contain control characters' }),
    ),
});

export const saleSessionSchema = z.object({
  id: z.int(),
  market: z.string(),
  currency: z.string(),
  name: z.string(),
  type: z.enum(['open', 'closed']),
  status: z.enum(['planned', 'cancelled']),
  state: z.enum(SESSION_STATES),
  starts_at: z.string(),
  first_close_at: z.string(),
  stagger_seconds: z.int(),
  lot_count: z.int(),
  /** When the last lot closes as planned; the first close when there are no lots. */
  last_close_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SaleSession = z.infer<typeof saleSessionSchema>;

const carSummarySchema = z.object({
  year: z.int(),
  make: z.string(),
  model: z.string(),
  variant: z.string(),
  registration_number: z.string(),
  mileage_km: z.int(),
});

/** One lot: a listing's auction in the session, in closing order. */
export const sessionLotSchema = z.object({
  auction_id: z.int(),
  /** 1 for the lot that closes first. */
  position: z.int(),
  listing_id: z.int(),
  status: auctionStatusSchema,
  car: carSummarySchema,
  seller_group: z.object({ id: z.int(), name: z.string() }),
  location: z.string(),
  start_price: z.int(),
  reserve_price: z.int(),
  time_start: z.string(),
  time_end: z.string(),
});
export type SessionLot = z.infer<typeof sessionLotSchema>;

export const sessionDetailSchema = z.object({
  data: z.extend(saleSessionSchema, { lots: z.array(sessionLotSchema) }),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>['data'];

export const sessionAnswerSchema = z.object({ data: saleSessionSchema });
export const sessionPageSchema = z.object({
  data: z.array(saleSessionSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type SessionPage = z.infer<typeof sessionPageSchema>;

/** An approved listing waiting for a session: what operations pick from. */
export const sessionCandidateSchema = z.object({
  listing_id: z.int(),
  car: carSummarySchema,
  seller_group: z.object({ id: z.int(), name: z.string() }),
  location: z.string(),
  start_price: z.int(),
  reserve_price: z.int(),
  /** The session the seller asked for, with its name; null when they did not. */
  preferred_session: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** Whether the car has a published inspection report: only then may it be scheduled. */
  is_inspected: z.boolean(),
  approved_at: z.nullable(z.string()),
});
export type SessionCandidate = z.infer<typeof sessionCandidateSchema>;
export const sessionCandidatesSchema = z.object({ data: z.array(sessionCandidateSchema) });

/** `GET …/sellers/sessions`: the upcoming sessions of the seller's market, for the listing form. */
export const sellerSessionSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(['open', 'closed']),
  starts_at: z.string(),
  first_close_at: z.string(),
});
export type SellerSession = z.infer<typeof sellerSessionSchema>;
export const sellerSessionsSchema = z.object({ data: z.array(sellerSessionSchema) });
