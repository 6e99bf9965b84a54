import { useAuctionNotices } from './auction-notices';
import { useNoticeCatchUp } from './notice-catch-up';
import { useOutbidNotices } from './outbid-notices';
import { usePrivateEventNotices } from './private-event-notices';

/** Every realtime notice of the signed-in dealer, in one stack under the header. */
export function SessionNotices({ userId }: { userId: number }) {
  const { notify, holder } = useAuctionNotices();
  useOutbidNotices(userId, notify);
  usePrivateEventNotices(userId, notify);
  // After the handlers above: what the page missed goes through them like live notices.
  useNoticeCatchUp(userId);
  return holder;
}
