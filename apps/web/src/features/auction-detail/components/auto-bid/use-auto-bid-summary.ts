import type { DealerAuction } from '@autobid/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../lib/format';

export interface StandingOrderSummary {
  /** "Up to MYR 45,000", "MYR 41,000" or "Not set". */
  amount: string;
  /** How it is doing ("Leading", "Waiting", "Fired"…); null when nothing is set. */
  status: string | null;
  isSet: boolean;
  /** It needs the dealer: a beaten max bid, a snap-it that could not bid. */
  needsAttention: boolean;
}

export interface AutoBidSummary {
  maxBid: StandingOrderSummary;
  snapIt: StandingOrderSummary;
}

/** One short line per standing order, for a folded header or a button. */
export function useAutoBidSummary(auction: DealerAuction): AutoBidSummary {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { max_bid: maxBid, snap_it_bid: snapIt } = auction;
  const notSet = { amount: t('autoBid.notSet'), status: null, isSet: false, needsAttention: false };
  return {
    maxBid: maxBid
      ? {
          amount: t('maxBid.summary', { amount: money(maxBid.amount, auction.currency) }),
          status: t(`maxBid.status.${auction.position}`),
          isSet: true,
          needsAttention: auction.position === 'outbid',
        }
      : notSet,
    snapIt: snapIt
      ? {
          amount: money(snapIt.amount, auction.currency),
          status: t(`snapIt.status.${snapIt.status}`),
          isSet: true,
          needsAttention: snapIt.status === 'failed',
        }
      : notSet,
  };
}
