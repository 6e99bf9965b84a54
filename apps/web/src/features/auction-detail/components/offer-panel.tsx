import { channels, EVENTS, type DealerOffer } from '@autobid/contract';
import { App, Button, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { subscribeRealtime } from '../../../lib/realtime';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { useAction } from '../../../lib/use-action';
import { answerOffer, getOpenOffers } from '../api/offers';
import { fetchAuctionDetail } from '../auction-detail-slice';

/**
 * A seller's offer to this dealer on this auction (a counter-offer, or the car at their own bid as
 * the runner-up): the price, until when it stands, and accept or decline, each confirmed first.
 * It appears as soon as the offer is made (the dealer's private channel) and goes once answered.
 */
export function OfferPanel({ auctionId }: { auctionId: number }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { money, dateTime } = useFormatters();
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.currentUser.user?.id ?? null);
  const [offer, setOffer] = useState<DealerOffer | null>(null);
  const { busy, run } = useAction();

  const load = useCallback(() => {
    getOpenOffers().then(
      (offers) => setOffer(offers.find((o) => o.auction_id === auctionId) ?? null),
      // Offers are extra news on this page: without them the auction still shows.
      () => setOffer(null),
    );
  }, [auctionId]);
  useEffect(load, [load]);
  useEffect(
    () =>
      userId === null
        ? undefined
        : subscribeRealtime('general', channels.user(userId), EVENTS.offerReceived, load),
    [userId, load],
  );

  if (!offer) return null;
  const amount = money(offer.amount, offer.currency);
  const values = {
    amount,
    bid: money(offer.your_bid, offer.currency),
    until: dateTime(offer.expires_at),
  };
  const respond = (answer: 'accept' | 'decline') =>
    void modal.confirm({
      title: t(`offer.${answer}Title`, values),
      content: t(`offer.${answer}Body`, values),
      okText: t(`offer.${answer}`),
      okButtonProps: { danger: answer === 'decline', 'data-testid': 'offer-confirm' },
      cancelText: t('offer.back'),
      onOk: async () => {
        const isDone = await run(
          answer,
          () => answerOffer(offer.id, answer),
          t(`offer.${answer}Done`, values),
        );
        if (isDone) {
          setOffer(null);
          void dispatch(fetchAuctionDetail(auctionId));
        } else load();
      },
    });

  return (
    <section className="panel offer-panel" data-testid="offer-panel" aria-live="polite">
      <Typography.Title level={4} className="offer-panel__title">
        {t(`offer.title.${offer.kind}`)}
      </Typography.Title>
      <p className="offer-panel__amount num" data-testid="offer-amount">
        {amount}
      </p>
      <Typography.Paragraph>{t(`offer.body.${offer.kind}`, values)}</Typography.Paragraph>
      <div className="offer-panel__actions">
        <Button
          type="primary"
          size="large"
          loading={busy === 'accept'}
          onClick={() => respond('accept')}
          data-testid="offer-accept"
        >
          {t('offer.accept')}
        </Button>
        <Button
          size="large"
          disabled={busy !== null}
          onClick={() => respond('decline')}
          data-testid="offer-decline"
        >
          {t('offer.decline')}
        </Button>
      </div>
    </section>
  );
}
