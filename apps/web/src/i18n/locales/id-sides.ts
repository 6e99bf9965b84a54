import type { Localized } from '../plural';
import type { SideTranslation } from './en-sides';
import { transactionId } from './transaction/id';
import { auditLogId } from './audit/id';
import { listingReviewId, sellerListingsId } from './listings/id';
import { listingFilesId } from './listing-files/id';
import { inspectionsId } from './inspections/id';
import { framesId } from './frames/id';
import { runSheetId } from './operations/id';
import { financeDeskId } from './finance/id';
import { saleSessionsId } from './sessions/id';
import { sellerAuctionId, sellerId } from './seller/id';
import { adminId } from './admin/id';
import { accountId, helpCodeId } from './account/id';

/** The seller portal's and back office's Indonesian, loaded with those sides (`loadSideTexts` in `i18n/i18n.ts`). */
export const idSides: Localized<SideTranslation> = {
  transaction: transactionId,
  frames: framesId,
  auditLog: auditLogId,
  runSheet: runSheetId,
  financeDesk: financeDeskId,
  sellerAuctions: sellerId,
  sellerAuction: sellerAuctionId,
  sellerListings: sellerListingsId,
  listingReview: listingReviewId,
  saleSessions: saleSessionsId,
  listingFiles: listingFilesId,
  inspections: inspectionsId,
  admin: adminId,
  account: accountId,
  helpCode: helpCodeId,
};
