import { z } from 'zod/mini';
import { dealerAuctionSchema, photoSchema } from './auction';
import { auctionTransactionSchema } from './auction-transaction';
import { recordId } from './ids';

/**
 * The dealer portal: every list a dealer works from, follow and pin, the detail of an ended or
 * won auction, mobile banners and storefronts. Paths are those of spec §7 under the bases of
 * DESIGN §4; docs/dealer-portal.md says what each list holds.
 */

/** `meta.pagination` of every paginated list. */
/** The longest date range a list's `filterDate[from]`–`filterDate[to]` may span, in days. */
export const MAX_DATE_RANGE_DAYS = 366;

export const paginationSchema = z.object({
  total: z.int(),
  per_page: z.int(),
  current_page: z.int(),
  last_page: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const auctionPageSchema = z.object({
  data: z.array(dealerAuctionSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type AuctionPage = z.infer<typeof auctionPageSchema>;

/** The dealer lists of spec §4 ("dealer stages"), each with its path under its base. */
export const DEALER_LISTS = {
  live: { base: 'auction', path: '/dealers/auctions/live' },
  preview: { base: 'auction', path: '/dealers/auctions/preview' },
  'follow-list': { base: 'auction', path: '/dealers/auctions/follow-list' },
  pinned: { base: 'auction', path: '/dealers/auctions/pinned-auctions' },
  success: { base: 'portal', path: '/dealers/auctions/success' },
  overdue: { base: 'portal', path: '/dealers/auctions/overdue' },
  history: { base: 'portal', path: '/dealers/auctions/history' },
  'has-online-payments': { base: 'portal', path: '/dealers/auctions/has-online-payments' },
  'ended-bids': { base: 'portal', path: '/dealers/auctions/ended-bids' },
} as const;
export type DealerListName = keyof typeof DEALER_LISTS;

/** `tag` of the ended-bids list (spec §9: default `all`). */
export const ENDED_BID_TAGS = ['all', 'won', 'lost', 'pending'] as const;
export type EndedBidTag = (typeof ENDED_BID_TAGS)[number];

/** `sort` of the portal lists; default `time_end_desc` (latest first). */
export const PORTAL_SORTS = ['time_end_desc', 'time_end', 'amount_desc', 'amount'] as const;
export type PortalSort = (typeof PORTAL_SORTS)[number];

/** What became of an ended auction for the calling dealer. */
export const dealerResultSchema = z.enum(['won', 'lost', 'pending', 'cancelled']);
export type DealerResult = z.infer<typeof dealerResultSchema>;

/**
 * An auction in a portal list (success, overdue, history, has-online-payments, ended-bids): the
 * dealer auction plus the dealer's result and, for a win, when payment is due.
 */
export const portalAuctionSchema = z.extend(dealerAuctionSchema, {
  result: dealerResultSchema,
  /** The caller's best bid on it (null if they only followed it). */
  my_best_amount: z.nullable(z.int()),
  won_at: z.nullable(z.string()),
  payment_due_at: z.nullable(z.string()),
  is_payment_overdue: z.boolean(),
  online_payment: z.boolean(),
  /** The caller's transaction for a win (spec §3 `transactions`); empty for anything else. */
  transactions: z.array(auctionTransactionSchema),
});
export type PortalAuction = z.infer<typeof portalAuctionSchema>;

export const portalAuctionPageSchema = z.object({
  data: z.array(portalAuctionSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type PortalAuctionPage = z.infer<typeof portalAuctionPageSchema>;

/** A document of an auction (spec §3 file item: id, name or file_name, url). */
export const fileItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  file_name: z.string(),
  url: z.string(),
  content_type: z.string(),
});
export type FileItem = z.infer<typeof fileItemSchema>;

/** `GET /portal/api/v2/dealers/auctions/{id}/detail?include=…`. */
export const portalAuctionDetailSchema = z.extend(portalAuctionSchema, {
  extra_inspection_photos: z.optional(z.array(photoSchema)),
  associated_files: z.optional(z.array(fileItemSchema)),
});
export type PortalAuctionDetail = z.infer<typeof portalAuctionDetailSchema>;

/** Answer of follow / unfollow: the caller's followed ids after the change. */
export const followAnswerSchema = z.object({
  auction_id: z.int(),
  followed: z.boolean(),
  followed_auctions_ids: z.array(z.int()),
});
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

/** Answer of pin / unpin: the caller's pinned ids after the change (spec's spelling `pined`). */
export const pinAnswerSchema = z.object({
  auction_id: z.int(),
  pinned: z.boolean(),
  pined_auctions_ids: z.array(z.int()),
});
export type PinAnswer = z.infer<typeof pinAnswerSchema>;

/** Body of follow and unfollow. */
export const followRequestSchema = z.object({
  auction_id: recordId('auction_id'),
});
export type FollowRequest = z.infer<typeof followRequestSchema>;

/** `GET …/dealers/auctions/live/filter-make-model?query&group`: makes and models with live cars. */
export const makeModelFacetSchema = z.object({
  id: z.int(),
  name: z.string(),
  count: z.int(),
  models: z.array(z.object({ id: z.int(), name: z.string(), count: z.int() })),
});
export type MakeModelFacet = z.infer<typeof makeModelFacetSchema>;

/** `GET /general/api/v2/config/search/models?query&include=make`. */
export const searchModelSchema = z.object({
  id: z.int(),
  name: z.string(),
  make_id: z.int(),
  make: z.optional(z.object({ id: z.int(), name: z.string() })),
});
export type SearchModel = z.infer<typeof searchModelSchema>;

/** `GET /general/api/v2/mobile-banners`: the caller's market's banners now showing, in their language. */
export const mobileBannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  image_url: z.string(),
  link_url: z.nullable(z.string()),
});
export type MobileBanner = z.infer<typeof mobileBannerSchema>;

/** A seller group's storefront: `GET /general/api/v2/groups/{id}/storefront`. */
export const storefrontSchema = z.object({
  group_id: z.int(),
  name: z.string(),
  slug: z.string(),
  market: z.string(),
  tagline: z.string(),
  description: z.string(),
  logo_url: z.string(),
  banner_url: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  is_featured: z.boolean(),
  live_count: z.int(),
  preview_count: z.int(),
});
export type Storefront = z.infer<typeof storefrontSchema>;

/** `GET /auction/api/v2/config/storefronts`: every storefront of the caller's market. */
export const storefrontsConfigSchema = z.array(storefrontSchema);
