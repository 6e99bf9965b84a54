import { auditLogEn } from './audit/en';
import { framesEn } from './frames/en';
import { listingReviewEn, sellerListingsEn } from './listings/en';
import { runSheetEn } from './operations/en';
import { sellerAuctionEn, sellerEn } from './seller/en';

/**
 * The English of the seller portal and the back office: loaded with those sides (their chunks
 * register it, `i18n/side-texts.ts`), so the sign-in page and the dealer's lists do not carry it.
 */
export const enSides = {
  frames: framesEn,
  auditLog: auditLogEn,
  runSheet: runSheetEn,
  sellerAuctions: sellerEn,
  sellerAuction: sellerAuctionEn,
  sellerListings: sellerListingsEn,
  listingReview: listingReviewEn,
};

export type SideTranslation = typeof enSides;
