import type { FeeSchedule } from '@autobid/auction';
import { LISTING_STATUSES } from '@autobid/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });
const moment = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export interface IncrementTierRow {
  from: number;
  increment: number;
}

export const markets = pgTable('markets', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  isLoginRegion: boolean('is_login_region').notNull(),
  extendWindowSeconds: integer('extend_window_seconds').notNull().default(60),
  increments: jsonb('increments').$type<IncrementTierRow[]>().notNull(),
  /** Days after the award by which the winner must pay; later than that the purchase is overdue. */
  paymentDueDays: integer('payment_due_days').notNull().default(3),
  /** Whether winners in this market can pay online. */
  onlinePayment: boolean('online_payment').notNull().default(false),
  /** How long a seller's offer to a dealer stands (docs/seller-offers.md). */
  offerHours: integer('offer_hours').notNull().default(24),
  /** How long each seller turn on a pending award lasts. */
  sellerTurnHours: integer('seller_turn_hours').notNull().default(48),
  /** At most this many offers per auction. */
  maxOffers: integer('max_offers').notNull().default(3),
  /** What a win costs the buyer and the seller (packages/auction `FeeSchedule`, docs/transactions.md). */
  feeSchedule: jsonb('fee_schedule').$type<FeeSchedule>(),
  /** What a bid above the dealer's buying power meets: nothing, a warning, or a refusal (docs/transactions.md). */
  creditCheck: text('credit_check', { enum: ['off', 'warn', 'refuse'] })
    .notNull()
    .default('warn'),
});

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['dealer', 'seller'] }).notNull(),
  market: text('market')
    .notNull()
    .references(() => markets.code),
  /** How the group is reached; its admins keep these up to date from the account page. */
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  address: text('address'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** The staff roles; a staff user may hold several. */
export const STAFF_ROLES = ['admin', 'operations', 'inspector', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    phone: text('phone'),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['dealer', 'seller', 'staff'] }).notNull(),
    country: text('country')
      .notNull()
      .references(() => markets.code),
    language: text('language', { enum: ['en', 'id', 'th'] })
      .notNull()
      .default('en'),
    activeGroupId: integer('active_group_id').references(() => groups.id),
    /** A staff user's roles (see docs/roles.md); empty for dealers and sellers. */
    staffRoles: text('staff_roles', { enum: STAFF_ROLES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** May change the active group's details (`PUT /groups/{id}`): the group's own administrator. */
    isGroupAdmin: boolean('is_group_admin').notNull().default(false),
    /** Set when an admin disables the account: it can no longer sign in and its sessions are revoked. */
    disabledAt: moment('disabled_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Phones are stored in E.164 (`+60123456789`): one account per number, for sign-in by phone.
    uniqueIndex('users_phone_idx')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [uniqueIndex('access_tokens_hash_idx').on(t.tokenHash)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_at_idx').on(t.email, t.at),
    index('login_failures_ip_at_idx').on(t.ip, t.at),
  ],
);

export const makes = pgTable('makes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('models_make_name_idx').on(t.makeId, t.name)],
);

/** Text in some of the interface languages, beside an original kept in its own column or field. */
export type Translations = Partial<Record<keyof LocalizedText, string>>;

export interface PhotoRow {
  url: string;
  caption: string;
  /**
   * The caption in other languages and, for a picture with words drawn into it, the picture
   * drawn in that language. What is missing shows the original.
   */
  translations?: Partial<Record<keyof LocalizedText, { caption?: string; url?: string }>>;
}

export const inventories = pgTable('inventories', {
  id: serial('id').primaryKey(),
  sellerGroupId: integer('seller_group_id')
    .notNull()
    .references(() => groups.id),
  makeId: integer('make_id')
    .notNull()
    .references(() => makes.id),
  modelId: integer('model_id')
    .notNull()
    .references(() => models.id),
  year: smallint('year').notNull(),
  variant: text('variant').notNull(),
  mileageKm: integer('mileage_km').notNull(),
  transmission: text('transmission').notNull(),
  fuel: text('fuel').notNull(),
  color: text('color').notNull(),
  registrationNumber: text('registration_number'),
  chassisNumber: text('chassis_number'),
  /** As the registration card states it; the Malaysian sales and purchase agreement names it. */
  engineNumber: text('engine_number'),
  photos: jsonb('photos').$type<PhotoRow[]>().notNull(),
  /** Close-ups the inspector took beyond the gallery (damage, tyres, engine bay). */
  extraInspectionPhotos: jsonb('extra_inspection_photos').$type<PhotoRow[]>().notNull().default([]),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export interface InspectionSectionRow {
  key: string;
  name: string;
  rating: 100 | 75 | 50 | 25;
  notes: string;
  notesTranslations?: Translations;
}

/** A photo an inspector added to a report; the bytes are in the file store (docs/inspections.md). */
export interface InspectionPhotoRow {
  /** Random UUID; also the file name in the store, so the served url cannot be guessed. */
  id: string;
  key: string;
  thumbnailKey: string;
  caption: string;
  width: number;
  height: number;
  bytes: number;
  /** The version it was uploaded to; a later version shares the file and never deletes it. */
  addedInVersion: number;
}

export const inspections = pgTable(
  'inspections',
  {
    id: serial('id').primaryKey(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id),
    score: smallint('score').notNull(),
    summary: text('summary').notNull(),
    summaryTranslations: jsonb('summary_translations').$type<Translations>().notNull().default({}),
    sections: jsonb('sections').$type<InspectionSectionRow[]>().notNull(),
    inspectedAt: moment('inspected_at').notNull(),
    /** 1, 2, … per car; a published version is never changed, a correction is a new version. */
    version: smallint('version').notNull().default(1),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    inspectorId: integer('inspector_id').references(() => users.id),
    publishedAt: moment('published_at'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** Raised on every save of a draft; a save names the revision it read. */
    revision: integer('revision').notNull().default(1),
    /** The inspector's extra photos; on publish they become the car's `extra_inspection_photos`. */
    photos: jsonb('photos').$type<InspectionPhotoRow[]>().notNull().default([]),
  },
  (t) => [
    index('inspections_inventory_idx').on(t.inventoryId, t.inspectedAt),
    uniqueIndex('inspections_inventory_version_idx').on(t.inventoryId, t.version),
    // At most one draft per car at a time.
    uniqueIndex('inspections_one_draft_idx')
      .on(t.inventoryId)
      .where(sql`${t.status} = 'draft'`),
  ],
);

export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id),
    sellerGroupId: integer('seller_group_id')
      .notNull()
      .references(() => groups.id),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    type: text('type', { enum: ['open', 'closed'] }).notNull(),
    status: text('status').notNull(),
    channel: text('channel').notNull().default('online'),
    location: text('location').notNull(),
    timePreview: moment('time_preview'),
    timeStart: moment('time_start').notNull(),
    timeEnd: moment('time_end').notNull(),
    startPrice: money('start_price').notNull(),
    reservePrice: money('reserve_price').notNull(),
    highestAmount: money('highest_amount'),
    highestBidId: bigint('highest_bid_id', { mode: 'number' }),
    leaderId: integer('leader_id'),
    bidCount: integer('bid_count').notNull().default(0),
    biddersCount: integer('bidders_count').notNull().default(0),
    restartCount: integer('restart_count').notNull().default(0),
    /** Counts commitments (bids, max bids) made on this auction; orders them for tie-breaks (PRX-3). */
    commitSeq: integer('commit_seq').notNull().default(0),
    leaderCommitSeq: integer('leader_commit_seq'),
    /** Standing max bids, so a manual bid on an auction without any skips looking for them. */
    maxBidCount: integer('max_bid_count').notNull().default(0),
    /** Snap-its waiting to fire, so the clock finds the auctions that have some. */
    pendingSnapItCount: integer('pending_snap_it_count').notNull().default(0),
    /** When the bidding closed (the clock's close); a pending award is decided within 48 hours of it. */
    closedAt: moment('closed_at'),
    awardStatus: text('award_status'),
    awardedBidId: bigint('awarded_bid_id', { mode: 'number' }),
    /** When the award became `won` (at the close, or when the seller accepted); payment is due from it. */
    wonAt: moment('won_at'),
    /** The sale session the auction runs in, when operations scheduled it into one. */
    sessionId: integer('session_id'),
    cancelReason: text('cancel_reason'),
    cancelledBy: integer('cancelled_by'),
    cancelledAt: moment('cancelled_at'),
    /** The seller's negotiation on a pending award (packages/auction offers), rebuilt under the row lock. */
    negotiation: jsonb('negotiation'),
    /** A pending award only: when its clock acts next (the seller's turn or an open offer runs out). */
    decisionDueAt: moment('decision_due_at'),
    /** The price the car sold for when the seller's negotiation set it (a counter-offer); else the bid's. */
    awardedAmount: money('awarded_amount'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The seller lists of one group.
    index('auctions_seller_status_end_idx').on(t.sellerGroupId, t.status, t.timeEnd),
    index('auctions_session_idx').on(t.sessionId),
    // The clock's pending awards whose seller turn or offer runs out.
    index('auctions_decision_due_idx').on(t.status, t.decisionDueAt),
    index('auctions_status_time_end_idx').on(t.status, t.timeEnd),
    index('auctions_status_time_start_idx').on(t.status, t.timeStart),
    // No index holds a column a bid changes but the end (leader, highest amount, counters): a
    // bid's update then stays on the row's page without touching any index (a HOT update). A
    // dealer's wins are found through the auctions they bid on (`bids_user_auction_idx`).
  ],
);

/**
 * The append-only bid ledger: rows are inserted under the auction's row lock and never updated.
 * Like `max_bids` and `max_bid_events`, it has no foreign keys: a foreign key locks the auction's,
 * the dealer's and the group's rows for every row written, on every bid. The auction, dealer and
 * group a ledger row names are never deleted, which the `ledger_party_kept` triggers hold to
 * (ADR 0010).
 */
export const bids = pgTable(
  'bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id').notNull(),
    userId: integer('user_id').notNull(),
    groupId: integer('group_id').notNull(),
    bidderNo: integer('bidder_no').notNull(),
    amount: money('amount').notNull(),
    kind: text('kind', { enum: ['manual', 'max', 'snap_it', 'closed'] }).notNull(),
    bidType: text('bid_type', { enum: ['whole_car', 'body_only'] }),
    /** The auction's commitment this bid came from: its own for a manual bid, its max bid's for an automatic one. */
    commitSeq: integer('commit_seq').notNull().default(0),
    /** The auction's commitment number of the event that produced this bid, for replaying the ledger. */
    causeSeq: integer('cause_seq').notNull().default(0),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('bids_auction_idx').on(t.auctionId, t.id),
    // One dealer's bids on one auction, newest last; the key holds every field of `user_bids`, so
    // the latest ones are read from the index alone (also serves bidder-number lookups).
    index('bids_own_idx').on(t.auctionId, t.userId, t.id, t.bidType, t.amount, t.kind, t.createdAt),
    // The auctions one dealer bid on (ended bids, the follow list), read from the index alone; it
    // serves every lookup of a dealer's bids, so no other index leads with the dealer: each index
    // is one more entry every bid writes.
    index('bids_user_auction_idx').on(t.userId, t.auctionId),
  ],
);

export const auctionFollows = pgTable(
  'auction_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.auctionId] })],
);

export const auctionPins = pgTable(
  'auction_pins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.auctionId] })],
);

/**
 * A dealer's standing max bid on an auction: one row per dealer and auction, raised in place. No
 * foreign keys, as for `bids` (ADR 0010).
 */
export const maxBids = pgTable(
  'max_bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id').notNull(),
    userId: integer('user_id').notNull(),
    groupId: integer('group_id').notNull(),
    ceiling: money('ceiling').notNull(),
    commitSeq: integer('commit_seq').notNull(),
    status: text('status', { enum: ['active', 'removed'] }).notNull(),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [uniqueIndex('max_bids_auction_user_idx').on(t.auctionId, t.userId)],
);

/** A dealer's snap-it on an auction: one row per dealer and auction, replaced in place until it fires. */
export const snapIts = pgTable(
  'snap_its',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'fired', 'failed', 'removed'] }).notNull(),
    failReason: text('fail_reason'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [uniqueIndex('snap_its_auction_user_idx').on(t.auctionId, t.userId)],
);

/**
 * Append-only log of max-bid placements, raises and removals, in the auction's commitment order. No
 * foreign keys, as for `bids` (ADR 0010).
 */
export const maxBidEvents = pgTable(
  'max_bid_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: ['place', 'remove'] }).notNull(),
    ceiling: money('ceiling').notNull(),
    commitSeq: integer('commit_seq').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('max_bid_events_auction_idx').on(t.auctionId, t.commitSeq)],
);

/** Append-only trail of every status change of an auction: who or what moved it, from what, to what, when. */
export const auctionStatusLog = pgTable(
  'auction_status_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    event: text('event').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** `clock`, or the user id of the seller or staff member who decided. */
    actor: text('actor').notNull(),
    at: moment('at').notNull(),
  },
  (t) => [index('auction_status_log_auction_idx').on(t.auctionId, t.id)],
);

/** Documents of an auction's car (inspection report, registration card, service book), served at `url`. */
export const auctionFiles = pgTable(
  'auction_files',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    name: text('name').notNull(),
    nameTranslations: jsonb('name_translations').$type<Translations>().notNull().default({}),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The file's bytes in base64 (the demo's documents, a few hundred kB at most)… */
    content: text('content'),
    /** …or its key in the file store (a seller's PDF, docs/files.md). */
    storageKey: text('storage_key'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('auction_files_auction_idx').on(t.auctionId),
    check(
      'auction_files_content_or_key',
      sql`${t.content} IS NOT NULL OR ${t.storageKey} IS NOT NULL`,
    ),
  ],
);

/** Text in each interface language. */
export interface LocalizedText {
  en: string;
  id: string;
  th: string;
}

/** Banners of the mobile home screen, per market, shown between their start and end. */
export const mobileBanners = pgTable(
  'mobile_banners',
  {
    id: serial('id').primaryKey(),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    /** An in-app path (e.g. a storefront) or null. */
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('mobile_banners_market_idx').on(t.market, t.sort)],
);

/** A seller group's public storefront. */
export const storefronts = pgTable('storefronts', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => groups.id),
  slug: text('slug').notNull().unique(),
  tagline: jsonb('tagline').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  logoUrl: text('logo_url').notNull(),
  bannerUrl: text('banner_url').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  isFeatured: boolean('is_featured').notNull().default(false),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** A sale session operations run: a market's auctions that close together, one lot after another. */
export const auctionSessions = pgTable(
  'auction_sessions',
  {
    id: serial('id').primaryKey(),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    name: text('name').notNull(),
    type: text('type', { enum: ['open', 'closed'] }).notNull(),
    startsAt: moment('starts_at').notNull(),
    /** When the first lot closes; each next lot closes `staggerSeconds` later. */
    firstCloseAt: moment('first_close_at').notNull(),
    staggerSeconds: integer('stagger_seconds').notNull().default(30),
    status: text('status', { enum: ['planned', 'cancelled'] })
      .notNull()
      .default('planned'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auction_sessions_market_starts_idx').on(t.market, t.startsAt)],
);

/** A seller's car on its way to an auction: submitted, reviewed, inspected, scheduled. */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    sellerGroupId: integer('seller_group_id')
      .notNull()
      .references(() => groups.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    /** pending → approved → scheduled → sold; rejected waits for an edit, withdrawn ends it; unsold waits for a restart. */
    status: text('status', { enum: LISTING_STATUSES }).notNull(),
    /** Kept here as entered so the unique check among unsold cars is one index. */
    chassisNumber: text('chassis_number').notNull(),
    location: text('location').notNull(),
    startPrice: money('start_price').notNull(),
    reservePrice: money('reserve_price').notNull(),
    preferredSessionId: integer('preferred_session_id').references(() => auctionSessions.id),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: moment('reviewed_at'),
    /** Raised on every change; an edit names the version it read, so two edits never overwrite each other. */
    version: integer('version').notNull().default(1),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_inventory_idx').on(t.inventoryId),
    index('listings_group_status_idx').on(t.sellerGroupId, t.status, t.id),
    index('listings_status_idx').on(t.status, t.id),
    // A chassis number is unique among cars not yet sold.
    uniqueIndex('listings_open_chassis_idx')
      .on(sql`upper(${t.chassisNumber})`)
      .where(sql`${t.status} in ('pending', 'approved', 'rejected', 'scheduled', 'unsold')`),
  ],
);

/** A listing's photos and documents; the bytes are in the file store under `key`. */
export const listingFiles = pgTable(
  'listing_files',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id),
    kind: text('kind', { enum: ['photo', 'document', 'inspection_photo'] }).notNull(),
    /** Order in the gallery; the photo at 0 is the cover. */
    position: integer('position').notNull(),
    key: text('key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    fileName: text('file_name').notNull(),
    /** A photo's caption or a document's name, shown to dealers once the car is on sale. */
    caption: text('caption').notNull().default(''),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('listing_files_listing_idx').on(t.listingId, t.kind, t.position),
    uniqueIndex('listing_files_key_idx').on(t.key),
  ],
);

/** Each offer a seller made on a pending award (docs/seller-offers.md) and how it ended. */
export const auctionOffers = pgTable(
  'auction_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    kind: text('kind', { enum: ['counter', 'runner_up'] }).notNull(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    bidId: bigint('bid_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    madeBy: integer('made_by')
      .notNull()
      .references(() => users.id),
    madeAt: moment('made_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    outcome: text('outcome', { enum: ['open', 'accepted', 'declined', 'expired'] })
      .notNull()
      .default('open'),
    answeredAt: moment('answered_at'),
  },
  (t) => [
    index('auction_offers_auction_idx').on(t.auctionId, t.id),
    index('auction_offers_dealer_idx').on(t.dealerId, t.outcome),
  ],
);

/** Every staff action and award decision: who, when, what, before and after. Rows are never changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: moment('at').notNull().defaultNow(),
    /** Null for what the clock did on its own (an award expiring). */
    actorId: integer('actor_id').references(() => users.id),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/** A link an admin sent so a new user sets a password; only the hash of its token is kept. */
export const userInvites = pgTable(
  'user_invites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [uniqueIndex('user_invites_token_idx').on(t.tokenHash)],
);

/** E-mails the platform sends: through SMTP when configured, otherwise kept here for the back office outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    /** `email` to an address, or `sms` to an E.164 phone number. */
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    createdAt: moment('created_at').notNull().defaultNow(),
    sentAt: moment('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** One per award that became `won` (docs/transactions.md): what the buyer owes and the seller is paid. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    currency: text('currency').notNull(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    buyerGroupId: integer('buyer_group_id')
      .notNull()
      .references(() => groups.id),
    sellerGroupId: integer('seller_group_id')
      .notNull()
      .references(() => groups.id),
    status: text('status').notNull(),
    hammer: money('hammer').notNull(),
    buyerTotal: money('buyer_total').notNull(),
    sellerPayout: money('seller_payout').notNull(),
    /** The fee schedule the lines were computed from, kept so the invoice can be made again as it was. */
    feeSchedule: jsonb('fee_schedule').$type<FeeSchedule>().notNull(),
    wonAt: moment('won_at').notNull(),
    dueAt: moment('due_at').notNull(),
    /** `INV-MY-2026-000001`: gapless per market and year, given in the transaction that creates it. */
    invoiceNumber: text('invoice_number').notNull(),
    paidAt: moment('paid_at'),
    paidBy: text('paid_by', { enum: ['bank_transfer', 'online', 'floor_stock'] }),
    /** Where the car is: kept by staff (spec §3 transaction fields). */
    handoverLocation: text('handover_location'),
    deliveryLocation: text('delivery_location'),
    carInLocation: text('car_in_location'),
    currentLocation: text('current_location'),
    /** Raised on every change; the client keeps only newer states. */
    version: integer('version').notNull().default(1),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Exactly one transaction per auction (a restarted auction is won at most once).
    uniqueIndex('transactions_auction_idx').on(t.auctionId),
    uniqueIndex('transactions_invoice_number_idx').on(t.invoiceNumber),
    index('transactions_buyer_status_idx').on(t.buyerUserId, t.status, t.dueAt),
    index('transactions_buyer_group_idx').on(t.buyerGroupId, t.status),
    index('transactions_seller_group_idx').on(t.sellerGroupId),
    index('transactions_status_idx').on(t.status, t.dueAt),
  ],
);

/** The lines of a transaction as `chargesFor` made them: the buyer's bill and the seller's statement. */
export const transactionLines = pgTable(
  'transaction_lines',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    side: text('side', { enum: ['buyer', 'seller'] }).notNull(),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** A discount's fee. */
    target: text('target'),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('transaction_lines_position_idx').on(t.transactionId, t.side, t.position)],
);

/** Every status change of a transaction: who, when, from, to, and why. Rows are never changed. */
export const transactionStatusLog = pgTable(
  'transaction_status_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** A user id, or `clock:<pid>` / `gateway` for what the system did. */
    actor: text('actor').notNull(),
    note: text('note'),
    at: moment('at').notNull(),
  },
  (t) => [index('transaction_status_log_idx').on(t.transactionId, t.id)],
);

/** Last invoice number given per market and year; raised in the transaction that uses it, so no gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    market: text('market')
      .notNull()
      .references(() => markets.code),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.year] })],
);

/** A standing discount a dealer group has on its wins (a promotion or an agreed rate). */
export const groupDiscounts = pgTable(
  'group_discounts',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    name: text('name').notNull(),
    /** The fee it reduces: `buyer_premium` or a fixed buyer fee's name. */
    target: text('target').notNull(),
    amount: money('amount').notNull(),
    validUntil: moment('valid_until'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('group_discounts_group_idx').on(t.groupId)],
);

/** What is collected from whom for one transaction, and whether finance has it (docs/transactions.md). */
export const transactionCollections = pgTable(
  'transaction_collections',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    party: text('party', { enum: ['buyer', 'seller'] }).notNull(),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['open', 'collected', 'waived'] })
      .notNull()
      .default('open'),
    collectedAt: moment('collected_at'),
    collectedBy: integer('collected_by').references(() => users.id),
  },
  (t) => [uniqueIndex('transaction_collections_name_idx').on(t.transactionId, t.party, t.name)],
);

/** A payment toward a transaction: a bank-transfer slip, an online payment or a floor-stock drawdown. */
export const transactionPayments = pgTable(
  'transaction_payments',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    method: text('method', { enum: ['bank_transfer', 'online', 'floor_stock'] }).notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'rejected', 'superseded'] }).notNull(),
    /** The slip in the file store (bank transfers). */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    rejectReason: text('reject_reason'),
    submittedBy: integer('submitted_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: moment('decided_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('transaction_payments_transaction_idx').on(t.transactionId, t.id),
    index('transaction_payments_status_idx').on(t.status, t.id),
    // At most one slip waiting for finance per transaction.
    uniqueIndex('transaction_payments_one_pending_idx')
      .on(t.transactionId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One attempt to pay through the hosted payment page (docs/online-payment.md). */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['created', 'succeeded', 'failed', 'cancelled', 'expired'],
    }).notNull(),
    /** The gateway's id of the payment; unique, so a callback finds exactly one attempt. */
    gatewayRef: text('gateway_ref'),
    pageUrl: text('page_url'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    failureReason: text('failure_reason'),
    /** How many signed callbacks arrived for it (a replay is counted, never applied twice). */
    callbacks: integer('callbacks').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_payments_gateway_ref_idx').on(t.gatewayRef),
    index('online_payments_transaction_idx').on(t.transactionId, t.id),
    // One open attempt per transaction: two attempts at once cannot both pay.
    uniqueIndex('online_payments_one_open_idx')
      .on(t.transactionId)
      .where(sql`${t.status} = 'created'`),
  ],
);

/** A dealer group's floor-stock credit line and declared deposit (docs/floor-stock.md). */
export const floorStockAccounts = pgTable('floor_stock_accounts', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => groups.id),
  provider: text('provider').notNull(),
  creditLimit: money('credit_limit').notNull(),
  /** Money the group lodged with the house; counts toward what it can bid. */
  deposit: money('deposit').notNull().default(0),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** A dealer's request to finance a won car from its line; finance approves or declines it. */
export const floorStockCases = pgTable(
  'floor_stock_cases',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined', 'repaid'] }).notNull(),
    note: text('note'),
    declineReason: text('decline_reason'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: moment('created_at').notNull().defaultNow(),
    decidedAt: moment('decided_at'),
  },
  (t) => [
    index('floor_stock_cases_group_idx').on(t.groupId, t.status),
    index('floor_stock_cases_status_idx').on(t.status, t.id),
    // One live case per transaction.
    uniqueIndex('floor_stock_cases_one_open_idx')
      .on(t.transactionId)
      .where(sql`${t.status} in ('pending', 'approved')`),
  ],
);

/** The yards of a market where a won car can be collected. */
export const pickupLocations = pgTable(
  'pickup_locations',
  {
    id: serial('id').primaryKey(),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** Opening hours in the market's local time, e.g. `09:00-18:00`, Monday to Saturday. */
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [index('pickup_locations_market_idx').on(t.market)],
);

/** How the buyer takes the car: collected at a yard at a time, or delivered to an address. */
export const transactionPickups = pgTable('transaction_pickups', {
  transactionId: integer('transaction_id')
    .primaryKey()
    .references(() => transactions.id),
  kind: text('kind', { enum: ['pickup', 'delivery'] }).notNull(),
  locationId: integer('location_id').references(() => pickupLocations.id),
  pickupAt: moment('pickup_at'),
  deliveryAddress: text('delivery_address'),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** The handover of the keys: who gave, who took, when, the odometer and photos. */
export const transactionHandovers = pgTable('transaction_handovers', {
  transactionId: integer('transaction_id')
    .primaryKey()
    .references(() => transactions.id),
  handedBy: integer('handed_by')
    .notNull()
    .references(() => users.id),
  receivedBy: text('received_by').notNull(),
  odometerKm: integer('odometer_km').notNull(),
  photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
  note: text('note'),
  at: moment('at').notNull(),
});

/**
 * One attempt to prove a phone number (docs/sign-in.md): the six-digit code sent by SMS, stored
 * hashed. The browser holds `access_token` (stored hashed as `token_hash`) and uses it to verify the
 * code, to sign in by one-time code or, with a help code, to sign in when the SMS never came.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    phone: text('phone').notNull(),
    /** The account that uses the phone, or null: the answer is the same, and no SMS is sent. */
    userId: integer('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** When the current code stops working. */
    expiresAt: moment('expires_at').notNull(),
    lastSentAt: moment('last_sent_at').notNull(),
    sendCount: integer('send_count').notNull().default(1),
    /** Wrong codes tried; at the limit the verification is spent. */
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: moment('verified_at'),
    usedAt: moment('used_at'),
  },
  (t) => [
    uniqueIndex('phone_verifications_token_idx').on(t.tokenHash),
    index('phone_verifications_phone_idx').on(t.phone, t.createdAt),
    index('phone_verifications_expires_idx').on(t.expiresAt),
  ],
);

/** A help code support staff read to a dealer whose SMS did not arrive: single use, short-lived, stored hashed. */
export const helpCodes = pgTable(
  'help_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: moment('used_at'),
  },
  (t) => [index('help_codes_user_idx').on(t.userId, t.createdAt)],
);

/** A password-reset link sent by e-mail: single use, expiring, stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [
    uniqueIndex('password_resets_token_idx').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** What the central sign-in service (oidc-provider) keeps: codes, sessions, grants, tokens, interactions. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    /** The account (user id as text) the model belongs to, so a password reset can end its tokens. */
    accountId: text('account_id'),
    expiresAt: moment('expires_at'),
    consumedAt: moment('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_account_idx').on(t.accountId),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

/** Keys the server makes once and every node shares (the sign-in service's signing and cookie keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/**
 * Idempotency keys (docs/idempotency.md): the first answer to a changing request, kept 24 h per user,
 * so a retry with the same key and body gets that answer again instead of a second change.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `POST /auction/api/v2/dealers/bids`: a key answers only the route it was first used on. */
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request body: the same key with another body answers 422. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs (a retry then answers 409), set once it has answered. */
    responseStatus: smallint('response_status'),
    responseBody: text('response_body'),
    /** The node that runs the first request, so a key left by a node that died can be taken over. */
    lockedBy: text('locked_by'),
    createdAt: moment('created_at').notNull().defaultNow(),
    completedAt: moment('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * The event outbox (docs/notifications.md): every private notice (outbid, won, award pending,
 * snap-it fired…) is written in the transaction that causes it, relayed after commit at least once,
 * and listed to its user as notifications.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The realtime app and channel, e.g. `general` and `private-user.12`. */
    app: text('app').notNull(),
    channel: text('channel').notNull(),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /**
     * The user a `private-user` notice is for (null for group notices). No foreign key: a trigger
     * deletes a user's notices with the user (ADR 0011).
     */
    userId: integer('user_id'),
    /** The group a `private-group` notice is for (null for user notices); kept like `userId`. */
    groupId: integer('group_id'),
    createdAt: moment('created_at').notNull().defaultNow(),
    readAt: moment('read_at'),
  },
  (t) => [
    // Each notice has a user or a group, never both: each index holds only the notices it can
    // find, so writing a notice adds an entry to one of them and not to the other.
    index('notices_user_idx')
      .on(t.userId, t.id)
      .where(sql`${t.userId} is not null`),
    index('notices_group_idx')
      .on(t.groupId, t.id)
      .where(sql`${t.groupId} is not null`),
  ],
);

/**
 * The notices not yet handed to the realtime hub (docs/notifications.md): a row is written with its
 * notice and deleted once the notice is published, so publishing leaves the notice's row as it was
 * written. No foreign key (its check would lock the notice's row): a trigger on `notices` deletes
 * the rows of the notices deleted.
 */
export const noticesUnpublished = pgTable('notices_unpublished', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
});
