import type { DealerAuction } from '@autobid/contract';
import { minimumNextBid } from '@autobid/auction';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { acceptsStandingOrders, isBiddingOpen } from '../auction-phase';
import type { MarketRules } from '../hooks/use-market-rules';
import { AuctionOutcomeCard } from './auction-outcome-card';
import { AutoBidSheet } from './auto-bid/auto-bid-sheet';
import { BidAnnouncer } from './bid-announcer';
import { BidBox } from './bid-box';
import { BidSummary } from './bid-summary';
import { OwnSealedBids } from './sealed/own-sealed-bids';
import { SealedBidForm } from './sealed/sealed-bid-form';

interface BidPanelProps {
  auction: DealerAuction;
  rules: MarketRules;
  /** Phone layout: the summary stays in the page and the bid box becomes a bar pinned to the bottom. */
  compact: boolean;
}

function SealedControls({ auction, compact }: { auction: DealerAuction; compact: boolean }) {
  const { t } = useTranslation();
  if (auction.sealed?.reveal_state === 'open')
    return <SealedBidForm auction={auction} compact={compact} />;
  return (
    <Alert type="info" showIcon title={t('sealed.closedForYou')} data-testid="sealed-closed" />
  );
}

function BidControls({ auction, rules, compact }: BidPanelProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const now = useServerNow();
  if (auction.status === 'preview' || auction.status === 'scheduled') {
    return (
      <Alert
        type="info"
        showIcon
        title={t('bid.opensAt', { time: dateTime(auction.time_start) })}
        data-testid="bid-not-started"
      />
    );
  }
  if (!isBiddingOpen(auction, now)) return <AuctionOutcomeCard auction={auction} />;
  if (auction.type === 'closed') return <SealedControls auction={auction} compact={compact} />;
  if (rules.state === 'loading') return <Spin />;
  if (rules.state === 'missing')
    return <Alert type="warning" showIcon title={t('bid.settingsMissing')} />;
  return <BidBox auction={auction} increments={rules.market.increments} compact={compact} />;
}

/** Phone: what sits under the summary in the page, so the bid bar keeps only the bid itself. */
function CompactExtras({ auction, rules }: Omit<BidPanelProps, 'compact'>) {
  const now = useServerNow();
  if (auction.type === 'closed')
    return auction.sealed?.reveal_state === 'revealed' ? null : <OwnSealedBids auction={auction} />;
  if (rules.state !== 'ready' || !acceptsStandingOrders(auction, now)) return null;
  return <AutoBidSheet auction={auction} market={rules.market} />;
}

export function BidPanel({ auction, rules, compact }: BidPanelProps) {
  const minimumNext =
    rules.state === 'ready' && auction.type === 'open' && auction.status === 'active'
      ? minimumNextBid({
          startPrice: auction.start_price,
          highestAmount: auction.highest_bid?.amount ?? null,
          increments: rules.market.increments,
        })
      : null;
  if (compact) {
    return (
      <>
        <section className="panel bid-panel">
          <BidSummary auction={auction} minimumNext={minimumNext} />
          <BidAnnouncer auction={auction} />
          <CompactExtras auction={auction} rules={rules} />
        </section>
        <div className="bid-bar" data-testid="bid-bar">
          <BidControls auction={auction} rules={rules} compact />
        </div>
      </>
    );
  }
  return (
    <section className="panel bid-panel bid-panel--sticky">
      <BidSummary auction={auction} minimumNext={minimumNext} />
      <BidAnnouncer auction={auction} />
      <BidControls auction={auction} rules={rules} compact={false} />
    </section>
  );
}
