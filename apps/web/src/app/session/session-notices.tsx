import { useAuctionNotices } from './auction-notices';
import { useOutbidNotices } from './outbid-notices';
import { usePrivateEventNotices } from './private-event-notices';

/** Every realtime notice of the signed-in dealer, in one stack under the header. */
export function SessionNotices({ userId }: { userId: number }) {
  const { notify, holder } = useAuctionNotices();
  useOutbidNotices(userId, notify);
  usePrivateEventNotices(userId, notify);
  return holder;
}
