import { auctionNotices, type Notice } from '../auctions/auction-events';
import type { Settlement } from './bid-engine';

/** The private notices a settlement causes: the dealers it outbid, then its own. */
export function noticesOf({ published, outbid, notices }: Settlement): Notice[] {
  const list: Notice[] = [];
  if (published) {
    for (const loser of outbid) {
      list.push(
        auctionNotices.outbid(loser.userId, {
          auction_id: published.id,
          amount: published.highest_bid?.amount ?? loser.amount,
          your_amount: loser.amount,
          updated_at: published.updated_at,
        }),
      );
    }
  }
  for (const notice of notices ?? [])
    list.push(auctionNotices.forUser(notice.userId, notice.event, notice.data));
  return list;
}
