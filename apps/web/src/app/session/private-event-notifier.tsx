import { auctionResultEventSchema, channels, EVENTS, snapItEventSchema } from '@autobid/contract';
import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchAuctionDetail } from '../../features/auction-detail/auction-detail-slice';
import { refreshBiddingList } from '../../features/live-auctions/bidding-list-slice';
import { useFormatters } from '../../lib/format';
import { subscribeRealtime } from '../../lib/realtime';
import { useAppStore } from '../../lib/state/hooks';
import { paths } from '../paths';
import { auctionLabelOf } from './auction-labels';

type Kind = 'snapItFired' | 'snapItFailed' | 'won' | 'awardPending';

const EVENT_OF: Record<Kind, string> = {
  snapItFired: EVENTS.snapItFired,
  snapItFailed: EVENTS.snapItFailed,
  won: EVENTS.auctionWon,
  awardPending: EVENTS.awardPending,
};

const TONE_OF = { snapItFired: 'success', snapItFailed: 'warning', won: 'success', awardPending: 'info' } as const;

// SNP-3 failure reasons a dealer can act on; any other code reads as a plain refusal.
const SNAP_IT_REASONS = ['already_winning', 'bid_below_minimum', 'auction_ended'] as const;
type SnapItReason = (typeof SNAP_IT_REASONS)[number] | 'other';

function snapItReason(code: string | undefined): SnapItReason {
  return SNAP_IT_REASONS.find((known) => known === code) ?? 'other';
}

/**
 * The dealer's private news about their standing orders and results (`snap_it.fired`,
 * `snap_it.failed`, `auction.won`, `auction.award_pending`): a toast on any page, and a re-read of
 * the auction wherever it is on screen, since its private fields (snap-it status, award) changed.
 */
export function PrivateEventNotifier({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const store = useAppStore();
  const { money, integer } = useFormatters();

  useEffect(() => {
    const handle = (kind: Kind, data: unknown) => {
      const snapIt = snapItEventSchema.safeParse(data);
      const result = auctionResultEventSchema.safeParse(data);
      const event = kind === 'snapItFired' || kind === 'snapItFailed' ? (snapIt.success ? snapIt.data : null) : result.success ? result.data : null;
      if (!event) return;
      const state = store.getState();
      const label = auctionLabelOf(state, event.auction_id);
      const amount = label.currency ? money(event.amount, label.currency) : integer(event.amount);
      const car = label.car ?? t('realtime.carFallback', { id: event.auction_id });
      const reason = t(`realtime.snapItReason.${snapItReason(snapIt.success ? snapIt.data.reason : undefined)}`);
      const key = `${kind}-${event.auction_id}`;
      notification[TONE_OF[kind]]({
        key,
        title: t(`realtime.${kind}Title`),
        description: t(`realtime.${kind}Body`, { amount, car, reason }),
        // A result matters more than a passing toast: it stays until the dealer closes it.
        duration: kind === 'won' || kind === 'awardPending' ? false : 6,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notification.destroy(key);
              void navigate(paths.auctionDetail.build(event.auction_id));
            }}
          >
            {t('realtime.view')}
          </Button>
        ),
        props: { 'data-testid': `notice-${kind}` },
      });
      if (state.auctionDetail.auction?.id === event.auction_id) void store.dispatch(fetchAuctionDetail(event.auction_id));
      if (state.biddingList.data[event.auction_id]) void store.dispatch(refreshBiddingList([event.auction_id]));
    };
    const kinds = Object.keys(EVENT_OF) as Kind[];
    const stops = kinds.map((kind) => subscribeRealtime('general', channels.user(userId), EVENT_OF[kind], (data) => handle(kind, data)));
    return () => stops.forEach((stop) => stop());
  }, [userId, t, notification, navigate, store, money, integer]);

  return null;
}
