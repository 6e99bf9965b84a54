import type { DealerAuction } from '@autobid/contract';
import { minimumNextBid } from '@autobid/auction';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../lib/server-clock';
import type { MarketRules } from '../hooks/use-market-rules';
import { BidBox } from './bid-box';
import { BidSummary } from './bid-summary';

interface BidPanelProps {
  auction: DealerAuction;
  rules: MarketRules;
  /** Phone layout: the summary stays in the page and the bid box becomes a bar pinned to the bottom. */
  compact: boolean;
}

function BidControls({ auction, rules, compact }: BidPanelProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  if (auction.type === 'closed') return <Alert type="info" showIcon title={t('bid.closedAuction')} />;
  if (auction.status !== 'active' || Date.parse(auction.time_end) <= now) {
    return <Alert type="warning" showIcon title={t('bid.notOpen')} data-testid="bid-closed" />;
  }
  if (rules.state === 'loading') return <Spin />;
  if (rules.state === 'missing') return <Alert type="warning" showIcon title={t('bid.settingsMissing')} />;
  return <BidBox auction={auction} increments={rules.market.increments} compact={compact} />;
}

export function BidPanel({ auction, rules, compact }: BidPanelProps) {
  const minimumNext =
    rules.state === 'ready' && auction.type === 'open'
      ? minimumNextBid({ startPrice: auction.start_price, highestAmount: auction.highest_bid?.amount ?? null, increments: rules.market.increments })
      : null;
  if (compact) {
    return (
      <>
        <section className="panel bid-panel">
          <BidSummary auction={auction} minimumNext={minimumNext} />
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
      <BidControls auction={auction} rules={rules} compact={false} />
    </section>
  );
}
