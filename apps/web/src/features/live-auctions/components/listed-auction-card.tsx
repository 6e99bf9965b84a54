import type { DealerAuction } from '@autobid/contract';
import type { BackTo } from '../../../lib/back-to';
import { memo, type ReactNode } from 'react';
import type { ListDensity } from '../../../lib/list-density';
import type { OpenListName } from '../api/get-auction-list';
import { useListedAuction } from '../hooks/use-open-list';
import { AuctionCard } from './auction-card';
import { AuctionRow } from './auction-row';

export interface ListedAuctionCardProps {
  list: OpenListName;
  id: number;
  density: ListDensity;
  detailPath: (id: number) => string;
  renderActions?: ((auction: DealerAuction) => ReactNode) | undefined;
  /** The list the card is in, for the auction page's back link. */
  backTo?: BackTo | undefined;
}

/** A card that reads its own auction from the store by id: the list around it never redraws for a bid. */
export const ListedAuctionCard = memo(function ListedAuctionCard({
  list,
  id,
  density,
  detailPath,
  renderActions,
  backTo,
}: ListedAuctionCardProps) {
  const auction = useListedAuction(list, id);
  if (!auction) return null;
  const View = density === 'compact' ? AuctionRow : AuctionCard;
  return (
    <View
      auction={auction}
      href={detailPath(id)}
      actions={renderActions?.(auction)}
      backTo={backTo}
    />
  );
});
