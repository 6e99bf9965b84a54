import { useParams } from 'react-router';
import { AuctionDetailPage } from '../features/auction-detail/pages/auction-detail-page';
import { AuctionActions } from '../features/follow/components/auction-actions';
import { NotFoundView } from './not-found-view';
import { paths } from './paths';

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
      headerActions={<AuctionActions auctionId={id} variant="labelled" />}
    />
  );
}
