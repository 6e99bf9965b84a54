export { ERROR_CODES, apiErrorSchema, type ApiError, type ErrorCode } from './errors';
export {
  auctionStatusSchema,
  bidPositionSchema,
  dealerAuctionSchema,
  inspectionSchema,
  inventorySchema,
  ownMaxBidSchema,
  photoSchema,
  publicAuctionSchema,
  publicBidSchema,
  userBidSchema,
  type AuctionStatusName,
  type BidPositionName,
  type DealerAuction,
  type Inspection,
  type Inventory,
  type OwnMaxBid,
  type PublicAuction,
  type PublicBid,
  type UserBid,
} from './auction';
export {
  liveAuctionsQuerySchema,
  loginByEmailRequestSchema,
  placeBidRequestSchema,
  type LoginByEmailRequest,
  type PlaceBidRequest,
} from './requests';
export {
  LANGUAGES,
  accountInfoSchema,
  groupSchema,
  userSchema,
  type AccountInfo,
  type Group,
  type Language,
  type User,
} from './user';
export {
  auctionSettingsSchema,
  incrementTierSchema,
  marketSchema,
  runtimeConfigSchema,
  serverTimeSchema,
  type AuctionSettings,
  type Market,
  type RuntimeConfig,
} from './config';
export {
  EVENTS,
  REALTIME_APPS,
  auctionPublishedEventSchema,
  auctionUpdatedEventSchema,
  channels,
  outbidEventSchema,
  type OutbidEvent,
  type RealtimeApp,
} from './realtime';
