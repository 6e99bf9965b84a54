import {
  auctionCancelledEventSchema,
  auctionResultEventSchema,
  channels,
  EVENTS,
  offerReceivedEventSchema,
  snapItEventSchema,
} from '@autobid/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuctionDetail } from '../../features/auction-detail/auction-detail-slice';
import { refreshBiddingList } from '../../features/live-auctions/bidding-list-slice';
import { useFormatters } from '../../lib/format';
import { subscribeRealtime } from '../../lib/realtime';
import { useAppStore } from '../../lib/state/hooks';
import { auctionLabelOf } from './auction-labels';
import type { AuctionNotice } from './auction-notices';
import { useLatest } from './use-latest';

type Kind = 'snapItFired' | 'snapItFailed' | 'won' | 'awardPending' | 'cancelled' | 'offerReceived';

const EVENT_OF: Record<Kind, string> = {
  snapItFired: EVENTS.snapItFired,
  snapItFailed: EVENTS.snapItFailed,
  won: EVENTS.auctionWon,
  awardPending: EVENTS.awardPending,
  cancelled: EVENTS.auctionCancelled,
  offerReceived: EVENTS.offerReceived,
};

const TONE_OF = {
  snapItFired: 'success',
  snapItFailed: 'warning',
  won: 'success',
  awardPending: 'info',
  cancelled: 'warning',
  offerReceived: 'info',
} as const;

// SNP-3 failure reasons a dealer can act on; any other code reads as a plain refusal.
const SNAP_IT_REASONS = ['already_winning', 'bid_below_minimum', 'auction_ended'] as const;
type SnapItReason = (typeof SNAP_IT_REASONS)[number] | 'other';

function snapItReason(code: string | undefined): SnapItReason {
  return SNAP_IT_REASONS.find((known) => known === code) ?? 'other';
}

function parseEvent(kind: Kind, data: unknown) {
  if (kind === 'offerReceived') {
    const parsed = offerReceivedEventSchema.safeParse(data);
    if (!parsed.success) return null;
    return {
      auctionId: parsed.data.auction_id,
      amount: parsed.data.amount,
      reason: undefined,
      expiresAt: parsed.data.expires_at,
    };
  }
  if (kind === 'cancelled') {
    const parsed = auctionCancelledEventSchema.safeParse(data);
    if (!parsed.success) return null;
    return { auctionId: parsed.data.auction_id, amount: 0, reason: parsed.data.reason };
  }
  if (kind === 'snapItFired' || kind === 'snapItFailed') {
    const parsed = snapItEventSchema.safeParse(data);
    if (!parsed.success) return null;
    return {
      auctionId: parsed.data.auction_id,
      amount: parsed.data.amount,
      reason: parsed.data.reason,
    };
  }
  const parsed = auctionResultEventSchema.safeParse(data);
  if (!parsed.success) return null;
  return { auctionId: parsed.data.auction_id, amount: parsed.data.amount, reason: undefined };
}

/**
 * The dealer's private news about their standing orders and results (`snap_it.fired`,
 * `snap_it.failed`, `auction.won`, `auction.award_pending`, `auction.cancelled` with the staff's
 * reason, `offer.received` with its price and expiry): a notice on any page, and a re-read
 * of the auction wherever it is on screen, since its private fields (snap-it status, award) changed.
 */
export function usePrivateEventNotices(
  userId: number,
  notify: (notice: AuctionNotice) => void,
): void {
  const { t } = useTranslation();
  const store = useAppStore();
  const formatters = useFormatters();
  const latest = useLatest({ t, formatters, notify });

  useEffect(() => {
    const handle = (kind: Kind, data: unknown) => {
      const event = parseEvent(kind, data);
      if (!event) return;
      const { t, formatters, notify } = latest.current;
      const { money, integer } = formatters;
      const state = store.getState();
      const label = auctionLabelOf(state, event.auctionId);
      const amount = label.currency ? money(event.amount, label.currency) : integer(event.amount);
      const car = label.car ?? t('realtime.carFallback', { id: event.auctionId });
      // A cancel carries the staff's own words; a snap-it failure a code to put in words; an
      // offer the moment it lapses.
      const reason =
        kind === 'cancelled'
          ? (event.reason ?? '')
          : 'expiresAt' in event && event.expiresAt
            ? formatters.dateTime(event.expiresAt)
            : t(`realtime.snapItReason.${snapItReason(event.reason)}`);
      notify({
        kind,
        auctionId: event.auctionId,
        tone: TONE_OF[kind],
        title: t(`realtime.${kind}Title`),
        description: t(`realtime.${kind}Body`, { amount, car, reason }),
        // A result matters more than a passing notice: it stays until the dealer closes it.
        duration: kind === 'snapItFired' || kind === 'snapItFailed' ? 6 : false,
      });
      if (state.auctionDetail.auction?.id === event.auctionId)
        void store.dispatch(fetchAuctionDetail(event.auctionId));
      if (state.biddingList.data[event.auctionId])
        void store.dispatch(refreshBiddingList([event.auctionId]));
    };
    const kinds = Object.keys(EVENT_OF) as Kind[];
    const stops = kinds.map((kind) =>
      subscribeRealtime('general', channels.user(userId), EVENT_OF[kind], (data) =>
        handle(kind, data),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [userId, store, latest]);
}
