import type { DealerAuction } from '@autobid/contract';
import { useParams } from 'react-router';
import { AuctionDetailPage } from '../features/auction-detail/pages/auction-detail-page';
import { AuctionActions } from '../features/follow/components/auction-actions';
import { NotFoundView } from './not-found-view';
import { paths } from './paths';

const renderHeaderActions = (auction: DealerAuction) => (
  <AuctionActions auction={auction} variant="labelled" />
);

/** The auction page at /auctions/:auctionId; loaded on first visit. */
export function AuctionDetailRoute() {
  const { auctionId } = useParams();
  const id = Number(auctionId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundView />;
  return (
    <AuctionDetailPage
      key={id}
      auctionId={id}
      backPath={paths.liveAuctions}
      renderHeaderActions={renderHeaderActions}
    />
  );
}
