import type { DealerAuction } from '@autobid/contract';
import { AuctionActions } from '../features/follow/components/auction-actions';
import { FollowListPage } from '../features/live-auctions/pages/follow-list-page';
import { LiveAuctionsPage } from '../features/live-auctions/pages/live-auctions-page';
import { PinnedAuctionsPage } from '../features/live-auctions/pages/pinned-auctions-page';
import { PreviewAuctionsPage } from '../features/live-auctions/pages/preview-auctions-page';
import { MobileBanners } from '../features/mobile-banners';
import { useAppSelector } from '../lib/state/hooks';
import { paths } from './paths';

// The open lists share their cards and filters, so they load together as one chunk on first visit.

/** Follow and pin on every open-list card; one function, so memoised cards keep their props. */
const renderCardActions = (auction: DealerAuction) => <AuctionActions auction={auction} />;

export function LiveAuctionsRoute() {
  return (
    <LiveAuctionsPage
      detailPath={paths.auctionDetail.build}
      renderActions={renderCardActions}
      banners={<MobileBanners />}
    />
  );
}

export function PreviewAuctionsRoute() {
  return (
    <PreviewAuctionsPage detailPath={paths.auctionDetail.build} renderActions={renderCardActions} />
  );
}

export function FollowListRoute() {
  const country = useAppSelector((state) => state.currentUser.selectedCountry);
  return (
    <FollowListPage
      detailPath={paths.auctionDetail.build}
      renderActions={renderCardActions}
      country={country}
    />
  );
}

export function PinnedAuctionsRoute() {
  return (
    <PinnedAuctionsPage detailPath={paths.auctionDetail.build} renderActions={renderCardActions} />
  );
}
