import type { DealerAuction } from '@autobid/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { countdownCue } from '../bid-announcements';

/**
 * The auction page's screen-reader voice, in regions no one sees (docs/accessibility.md):
 * - polite: the price to beat and the dealer's standing, said when either changes;
 * - assertive, interrupting: the clock at one minute, 30 s, 10 s and the close.
 * Being outbid interrupts too, but through the session's outbid notice (an alert on every page):
 * a second region saying it here would make a screen reader say it twice.
 * A live region speaks when its words change; words present when it appears are not read, so
 * opening the page says nothing, and the clock's words change only at those steps, never per tick.
 */
export function BidAnnouncer({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const now = useServerNow();
  const cue = countdownCue(auction.status, Date.parse(auction.time_end) - now);
  const isOpenBidding = auction.type === 'open';
  const hasBid = auction.highest_bid !== null;
  const standing = isOpenBidding
    ? t('bid.announceStanding', {
        label: hasBid ? t('auction.highestBid') : t('auction.startingPrice'),
        amount: money(auction.highest_bid?.amount ?? auction.start_price, auction.currency),
        position: t(`position.${auction.position}`),
      })
    : '';
  return (
    <div className="visually-hidden">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="bid-live-polite">
        {standing}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="bid-live-clock">
        {cue ? t(`countdown.cue.${cue}`) : ''}
      </div>
    </div>
  );
}
