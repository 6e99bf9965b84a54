import { useParams } from 'react-router';
import { BidHistory } from '../features/auction-detail/components/bid-history';
import { InspectionReport } from '../features/auction-detail/components/inspection-report';
import { PhotoGallery } from '../features/auction-detail/components/photo-gallery';
import { VehicleFacts } from '../features/auction-detail/components/vehicle-facts';
import { AuctionSummaryPage, type AuctionPageParts } from '../features/auction-summary';
import { NotFoundView } from './not-found-view';
import { paths } from './paths';
import { positiveId } from './positive-id';

/** The auction page's own gallery, facts, report and history, shown as they are in a summary. */
const auctionPageParts: AuctionPageParts = {
  PhotoGallery,
  VehicleFacts,
  InspectionReport,
  BidHistory,
};

/** An ended or won auction's summary; loaded on first visit with the auction page's parts. */
export function AuctionSummaryRoute() {
  const id = positiveId(useParams().auctionId);
  if (id === null) return <NotFoundView />;
  return (
    <AuctionSummaryPage
      key={id}
      auctionId={id}
      backPath={paths.endedBids}
      auctionPath={paths.auctionDetail.build(id)}
      parts={auctionPageParts}
      transactionPath={paths.transaction.build}
    />
  );
}
