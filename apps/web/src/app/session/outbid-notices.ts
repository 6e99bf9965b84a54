import { channels, EVENTS, outbidEventSchema } from '@autobid/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { subscribeRealtime } from '../../lib/realtime';
import { useAppStore } from '../../lib/state/hooks';
import { auctionLabelOf } from './auction-labels';
import type { AuctionNotice } from './auction-notices';
import { useLatest } from './use-latest';

/** Tells the dealer at once, on any page, when someone beats their bid (`bid.outbid` on their private channel). */
export function useOutbidNotices(userId: number, notify: (notice: AuctionNotice) => void): void {
  const { t } = useTranslation();
  const store = useAppStore();
  const { money } = useFormatters();
  const latest = useLatest({ t, money, notify });

  useEffect(
    () =>
      subscribeRealtime('general', channels.user(userId), EVENTS.outbid, (data) => {
        const parsed = outbidEventSchema.safeParse(data);
        if (!parsed.success) return;
        const event = parsed.data;
        const { t, money, notify } = latest.current;
        const { currency, car } = auctionLabelOf(store.getState(), event.auction_id);
        notify({
          kind: 'outbid',
          auctionId: event.auction_id,
          tone: 'warning',
          title: t('realtime.outbidTitle'),
          description: currency
            ? t('realtime.outbidBody', {
                amount: money(event.amount, currency),
                car: car ?? t('realtime.carFallback', { id: event.auction_id }),
                yours: money(event.your_amount, currency),
              })
            : t('realtime.outbidBodyPlain', { id: event.auction_id }),
        });
      }),
    [userId, store, latest],
  );
}
