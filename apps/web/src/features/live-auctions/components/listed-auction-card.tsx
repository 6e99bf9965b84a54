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
  renderActions?: ((auctionId: number) => ReactNode) | undefined;
}

/** A card that reads its own auction from the store by id: the list around it never redraws for a bid. */
export const ListedAuctionCard = memo(function ListedAuctionCard({
  list,
  id,
  density,
  detailPath,
  renderActions,
}: ListedAuctionCardProps) {
  const auction = useListedAuction(list, id);
  if (!auction) return null;
  const View = density === 'compact' ? AuctionRow : AuctionCard;
  return <View auction={auction} href={detailPath(id)} actions={renderActions?.(id)} />;
});
