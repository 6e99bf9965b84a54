export { fail, ok, type Result } from './core/result';
export { MAX_AMOUNT, isAmount } from './core/money';
export {
  findIncrementTableProblem,
  incrementAt,
  type IncrementTable,
  type IncrementTier,
} from './increments/increment-table';
export {
  minimumNextBid,
  quickBidAmounts,
  type MinimumNextBidInput,
} from './bidding/minimum-next-bid';
export { extendedTimeEnd } from './bidding/soft-close';
export { bidPosition, type BidPosition } from './bidding/position';
export {
  evaluateBid,
  type AcceptedBid,
  type BidInput,
  type BidRejection,
  type BiddableAuction,
  type BiddingRules,
} from './bidding/evaluate-bid';
export { applyAcceptedBid, type BidCounters } from './bidding/apply-bid';
export {
  AUCTION_STATUSES,
  AUCTION_TYPES,
  AWARD_STATUSES,
  isListedStatus,
  type AuctionStatus,
  type AuctionType,
  type AwardStatus,
} from './lifecycle/auction-status';
export {
  DEFAULT_DECISION_HOURS,
  awardStatusOf,
  closeOutcome,
  dueTimedEvent,
  isDecisionExpired,
  transition,
  type CloseOutcome,
  type InvalidTransition,
  type LifecycleEvent,
} from './lifecycle/transition';
export {
  resolveProxies,
  type AutomaticBid,
  type LeadingBid,
  type ProxyInput,
  type ProxyOutcome,
  type StandingMaxBid,
} from './proxy/resolve-proxies';
export {
  evaluateMaxBid,
  evaluateMaxBidRemoval,
  type MaxBidInput,
  type MaxBidRejection,
  type MaxBidRemovalRejection,
} from './proxy/evaluate-max-bid';
export {
  evaluateSnapIt,
  evaluateSnapItRemoval,
  fireSnapIt,
  snapItFiresAt,
  type SnapItFiring,
  type SnapItRejection,
} from './snap-it/snap-it';
export {
  BID_TYPES,
  evaluateSealedBid,
  processState,
  revealState,
  sealedOutcome,
  type BidType,
  type ProcessState,
  type RevealState,
  type SealedAuction,
  type SealedBid,
  type SealedBidRejection,
  type SealedOutcome,
} from './sealed/sealed-bid';
export {
  DEFAULT_OFFER_SETTINGS,
  startNegotiation,
  type NegotiatedAward,
  type NegotiationContext,
  type NegotiationState,
  type Offer,
  type OfferBid,
  type OfferKind,
  type OfferSettings,
} from './offers/negotiation';
export type { OfferRejection } from './offers/offer-rejection';
export { runnerUpOf, topBidOf } from './offers/runner-up';
export { decideAward, type AwardDecision } from './offers/decide-award';
export { evaluateOffer, type OpenOffer } from './offers/evaluate-offer';
export { respondToOffer } from './offers/respond-to-offer';
export { dueNegotiationEvent, expireOffer, expireSellerTurn } from './offers/expiry';
export {
  lifecycleEventOf,
  transitionNegotiation,
  type NegotiationEvent,
} from './offers/transition-negotiation';
export {
  INSPECTION_RATINGS,
  INSPECTION_SECTIONS,
  INSPECTION_SECTION_KEYS,
  NOTES_REQUIRED_AT_OR_BELOW,
  checkPublishable,
  inspectionScore,
  isInspectionRating,
  type IncompleteReport,
  type InspectionRating,
  type InspectionSectionKey,
  type ReportSection,
} from './inspection/inspection-report';
export { BASIS_POINTS, percentOf } from './transactions/percent';
export {
  bandPremium,
  buyerPremium,
  findPremiumDrop,
  type PremiumBand,
} from './transactions/buyer-premium';
export {
  BUYER_LINE_NAMES,
  MAX_FIXED_FEES,
  SELLER_LINE_NAMES,
  TAX_BASES,
  findFeeScheduleProblem,
  type FeeSchedule,
  type FixedFee,
  type SellerFees,
  type TaxBase,
  type TaxSetting,
} from './transactions/fee-schedule';
export {
  chargesFor,
  type ChargeLine,
  type Charges,
  type ChargesRejection,
  type Discount,
} from './transactions/charges';
export { DAY_MS, isOverdue, paymentDueAt } from './transactions/due-date';
export {
  FINAL_TRANSACTION_STATUSES,
  TRANSACTION_STATUSES,
  UNPAID_TRANSACTION_STATUSES,
  isUnpaid,
  type TransactionStatus,
} from './transactions/transaction-status';
export {
  TRANSACTION_EVENT_TYPES,
  transitionTransaction,
  type InvalidTransactionTransition,
  type TransactionEvent,
} from './transactions/transition-transaction';
export {
  checkBuyingPower,
  type BuyingPowerVerdict,
  type CreditCheckMode,
} from './transactions/buying-power';
