import type { DealerAuction } from '@autobid/contract';
import { useServerNow } from '../../../lib/server-clock';
import { acceptsStandingOrders } from '../auction-phase';
import type { MarketRules } from '../hooks/use-market-rules';
import { AutoBidPanel } from './auto-bid/auto-bid-panel';

/** Desktop: the max-bid and snap-it sections while the auction takes them; nothing once it does not. */
export function StandingOrdersPanel({
  auction,
  rules,
}: {
  auction: DealerAuction;
  rules: MarketRules;
}) {
  const now = useServerNow();
  if (rules.state !== 'ready' || !acceptsStandingOrders(auction, now)) return null;
  return <AutoBidPanel auction={auction} market={rules.market} />;
}
