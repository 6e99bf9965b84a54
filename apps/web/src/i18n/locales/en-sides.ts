import { transactionEn } from './transaction/en';
import { auditLogEn } from './audit/en';
import { framesEn } from './frames/en';
import { listingReviewEn, sellerListingsEn } from './listings/en';
import { listingFilesEn } from './listing-files/en';
import { inspectionsEn } from './inspections/en';
import { adminEn } from './admin/en';
import { accountEn, helpCodeEn } from './account/en';
import { runSheetEn } from './operations/en';
import { financeDeskEn } from './finance/en';
import { saleSessionsEn } from './sessions/en';
import { sellerAuctionEn, sellerEn } from './seller/en';

/**
 * The English of the seller portal and the back office: loaded with those sides (their chunks
 * load it, `loadSideTexts` in `i18n/i18n.ts`), so the sign-in page and the dealer's lists do not carry it.
 */
export const enSides = {
  transaction: transactionEn,
  frames: framesEn,
  auditLog: auditLogEn,
  runSheet: runSheetEn,
  financeDesk: financeDeskEn,
  saleSessions: saleSessionsEn,
  sellerAuctions: sellerEn,
  sellerAuction: sellerAuctionEn,
  sellerListings: sellerListingsEn,
  listingReview: listingReviewEn,
  listingFiles: listingFilesEn,
  inspections: inspectionsEn,
  admin: adminEn,
  account: accountEn,
  helpCode: helpCodeEn,
};

export type SideTranslation = typeof enSides;
