export { AuctionSummaryPage, type AuctionPageParts } from './pages/auction-summary-page';
