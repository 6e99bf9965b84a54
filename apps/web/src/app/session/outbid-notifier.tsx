import { channels, EVENTS, outbidEventSchema, type OutbidEvent } from '@autobid/contract';
import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../lib/format';
import { subscribeRealtime } from '../../lib/realtime';
import { useAppStore } from '../../lib/state/hooks';
import { paths } from '../paths';
import { auctionLabelOf } from './auction-labels';

/** Tells the dealer at once, on any page, when someone beats their bid (`bid.outbid` on their private channel). */
export function OutbidNotifier({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const store = useAppStore();
  const { money } = useFormatters();

  useEffect(() => {
    const show = (event: OutbidEvent) => {
      const { currency } = auctionLabelOf(store.getState(), event.auction_id);
      const description = currency
        ? t('realtime.outbidBody', { amount: money(event.amount, currency), yours: money(event.your_amount, currency) })
        : t('realtime.outbidBodyPlain', { id: event.auction_id });
      const key = `outbid-${event.auction_id}`;
      notification.warning({
        key,
        title: t('realtime.outbidTitle'),
        description,
        duration: 4.5,
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
      });
    };
    return subscribeRealtime('general', channels.user(userId), EVENTS.outbid, (data) => {
      const parsed = outbidEventSchema.safeParse(data);
      if (parsed.success) show(parsed.data);
    });
  }, [userId, t, notification, navigate, store, money]);

  return null;
}
