import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
});

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['dealer', 'seller'] }).notNull(),
  market: text('market')
    .notNull()
    .references(() => markets.code),
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
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
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
  },
  (t) => [index('inspections_inventory_idx').on(t.inventoryId, t.inspectedAt)],
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
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('auctions_status_time_end_idx').on(t.status, t.timeEnd),
    index('auctions_status_time_start_idx').on(t.status, t.timeStart),
    // The portal lists of one dealer's wins (success, overdue, history).
    index('auctions_leader_status_idx').on(t.leaderId, t.status),
  ],
);

/** The append-only bid ledger: rows are inserted under the auction's row lock and never updated. */
export const bids = pgTable(
  'bids',
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
    index('bids_auction_user_idx').on(t.auctionId, t.userId),
    index('bids_user_idx').on(t.userId, t.id),
    // The auctions one dealer bid on (ended bids, the follow list), read from the index alone.
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

/** A dealer's standing max bid on an auction: one row per dealer and auction, raised in place. */
export const maxBids = pgTable(
  'max_bids',
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

/** Append-only log of max-bid placements, raises and removals, in the auction's commitment order. */
export const maxBidEvents = pgTable(
  'max_bid_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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
    /** The file's bytes in base64; documents are small (a few hundred kB at most). */
    content: text('content').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('auction_files_auction_idx').on(t.auctionId)],
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
