import type { Localized } from '../plural';
import type { SideTranslation } from './en-sides';
import { transactionTh } from './transaction/th';
import { auditLogTh } from './audit/th';
import { listingReviewTh, sellerListingsTh } from './listings/th';
import { listingFilesTh } from './listing-files/th';
import { inspectionsTh } from './inspections/th';
import { framesTh } from './frames/th';
import { runSheetTh } from './operations/th';
import { financeDeskTh } from './finance/th';
import { saleSessionsTh } from './sessions/th';
import { sellerAuctionTh, sellerTh } from './seller/th';
import { adminTh } from './admin/th';
import { accountTh, helpCodeTh } from './account/th';

/** The seller portal's and back office's Thai, loaded with those sides (`loadSideTexts` in `i18n/i18n.ts`). */
export const thSides: Localized<SideTranslation> = {
  transaction: transactionTh,
  frames: framesTh,
  auditLog: auditLogTh,
  runSheet: runSheetTh,
  financeDesk: financeDeskTh,
  sellerAuctions: sellerTh,
  sellerAuction: sellerAuctionTh,
  sellerListings: sellerListingsTh,
  listingReview: listingReviewTh,
  saleSessions: saleSessionsTh,
  listingFiles: listingFilesTh,
  inspections: inspectionsTh,
  admin: adminTh,
  account: accountTh,
  helpCode: helpCodeTh,
};
