import type { NegotiationView, SellerBid } from '@autobid/contract';
import { App, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import {
  counterOffer,
  decideBid,
  endWithoutSale,
  offerRunnerUp,
  type SellerAuctionView,
} from '../seller-auction-api';
import { CounterOfferModal } from './counter-offer-modal';
import { SellerTimeCell } from './seller-auction-parts';

interface SellerDecisionPanelProps {
  auction: SellerAuctionView;
  negotiation: NegotiationView;
  onDecided: () => void;
}

/**
 * The seller's decision on a top bid below the reserve (docs/seller-offers.md): accept a bid, make
 * the top bidder a counter-offer, or reject it; once the top bidder is out, offer the runner-up
 * their own bid or end without a sale; while an offer waits, what it is and until when. Every
 * step asks for confirmation first. A sealed auction shows its best whole-car and body-only bid
 * apart until the seller acts on one type.
 */
export function SellerDecisionPanel({ auction, negotiation, onDecided }: SellerDecisionPanelProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { money, dateTime } = useFormatters();
  const { busy, run: runAction } = useAction();
  const [isCountering, setCountering] = useState(false);
  const amountOf = (value: number) => money(value, auction.currency);
  const bids = auction.top_bids.filter(
    (bid) => negotiation.bid_type === null || bid.bid_type === negotiation.bid_type,
  );
  // Rejecting refuses the award as a whole: on a sealed auction the best bid of the type in play.
  const top = bids[0];
  const counterBid = bids.find((bid) => bid.id === negotiation.counter?.bid_id);
  const waiting = negotiation.offers.find((offer) => offer.outcome === 'open');

  const run = async (key: string, action: () => Promise<void>, done: string) => {
    if (await runAction(key, action, done)) onDecided();
  };
  const confirm = (options: {
    key: string;
    title: string;
    body: string;
    ok: string;
    danger?: boolean;
    action: () => Promise<void>;
    done: string;
  }) =>
    void modal.confirm({
      title: options.title,
      content: options.body,
      okText: options.ok,
      okButtonProps: { danger: options.danger ?? false, 'data-testid': 'decision-confirm' },
      cancelText: t('sellerAuction.decision.cancel'),
      onOk: () => run(options.key, options.action, options.done),
    });
  const decide = (decision: 'accept' | 'reject', bid: SellerBid) =>
    confirm({
      key: `${decision}-${bid.id}`,
      title: t(`sellerAuction.decision.${decision}Title`),
      body: t(`sellerAuction.decision.${decision}Body`, {
        amount: amountOf(bid.amount),
        bidder: bid.bidder_no,
      }),
      ok: t(`sellerAuction.decision.${decision}`),
      danger: decision === 'reject',
      action: () => decideBid(decision, bid.id, auction.id),
      done: t(`sellerAuction.decision.${decision}Done`),
    });

  const turn = negotiation.phase === 'seller_turn';
  return (
    <Card className="seller-decision" data-testid="seller-decision">
      <Typography.Title level={4}>{t('sellerAuction.decision.title')}</Typography.Title>
      <Typography.Paragraph>
        {t(
          turn && negotiation.top_bid_in
            ? 'sellerAuction.decision.body'
            : 'sellerAuction.decision.closed',
          { reserve: amountOf(auction.reserve_price) },
        )}{' '}
        {/* While an offer waits, the time that counts is its expiry, said with it below. */}
        {turn ? <SellerTimeCell auction={auction} /> : null}
      </Typography.Paragraph>

      {turn && negotiation.top_bid_in ? (
        <>
          <ul className="seller-decision__bids">
            {bids.map((bid) => (
              <li
                key={bid.id}
                className="seller-decision__bid"
                data-testid={`decision-bid-${bid.id}`}
              >
                <span className="seller-decision__amount">
                  <strong>{amountOf(bid.amount)}</strong>
                  <span>
                    {t('sellerAuction.bidder', { number: bid.bidder_no })}
                    {bid.bid_type ? ` · ${t(`sellerAuction.bidType.${bid.bid_type}`)}` : ''}
                  </span>
                </span>
                <span className="seller-decision__actions">
                  {bid === counterBid ? (
                    <Button
                      disabled={busy !== null}
                      onClick={() => setCountering(true)}
                      data-testid={`counter-${bid.id}`}
                    >
                      {t('sellerAuction.negotiation.counter')}
                    </Button>
                  ) : null}
                  <Button
                    type="primary"
                    loading={busy === `accept-${bid.id}`}
                    disabled={busy !== null}
                    onClick={() => decide('accept', bid)}
                    data-testid={`accept-${bid.id}`}
                  >
                    {t('sellerAuction.decision.accept')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {top ? (
            <Button
              danger
              disabled={busy !== null}
              onClick={() => decide('reject', top)}
              data-testid="reject-award"
            >
              {t('sellerAuction.decision.reject')}
            </Button>
          ) : null}
        </>
      ) : null}

      {turn && !negotiation.top_bid_in ? (
        <div className="seller-decision__next" data-testid="seller-next-step">
          <Typography.Paragraph>
            {t('sellerAuction.negotiation.topOut')}{' '}
            {negotiation.runner_up
              ? t('sellerAuction.negotiation.runnerUp', {
                  bidder: negotiation.runner_up.bidder_no,
                  amount: amountOf(negotiation.runner_up.amount),
                })
              : t('sellerAuction.negotiation.nobodyLeft')}
          </Typography.Paragraph>
          <span className="seller-decision__actions">
            {negotiation.runner_up ? (
              <Button
                type="primary"
                loading={busy === 'runner-up'}
                disabled={busy !== null}
                data-testid="offer-runner-up"
                onClick={() => {
                  const runnerUp = negotiation.runner_up!;
                  const values = {
                    bidder: runnerUp.bidder_no,
                    amount: amountOf(runnerUp.amount),
                    hours: negotiation.offer_hours,
                  };
                  confirm({
                    key: 'runner-up',
                    title: t('sellerAuction.negotiation.runnerUpTitle', values),
                    body: t('sellerAuction.negotiation.runnerUpBody', values),
                    ok: t('sellerAuction.negotiation.runnerUpSend'),
                    action: () => offerRunnerUp(auction.id),
                    done: t('sellerAuction.negotiation.sent', values),
                  });
                }}
              >
                {t('sellerAuction.negotiation.runnerUpSend')}
              </Button>
            ) : null}
            <Button
              danger
              loading={busy === 'end'}
              disabled={busy !== null}
              data-testid="end-without-sale"
              onClick={() =>
                confirm({
                  key: 'end',
                  title: t('sellerAuction.negotiation.endTitle'),
                  body: t('sellerAuction.negotiation.endBody'),
                  ok: t('sellerAuction.negotiation.end'),
                  danger: true,
                  action: () => endWithoutSale(auction.id),
                  done: t('sellerAuction.decision.rejectDone'),
                })
              }
            >
              {t('sellerAuction.negotiation.end')}
            </Button>
          </span>
        </div>
      ) : null}

      {negotiation.phase === 'offer_open' && waiting ? (
        <Typography.Paragraph className="seller-decision__waiting" data-testid="offer-waiting">
          {t(`sellerAuction.negotiation.waiting.${waiting.kind}`, {
            amount: amountOf(waiting.amount),
            bidder: waiting.bidder_no,
            until: dateTime(waiting.expires_at),
          })}
        </Typography.Paragraph>
      ) : null}

      <Typography.Text type="secondary" className="seller-decision__used">
        {t('sellerAuction.negotiation.offersUsed', {
          made: negotiation.offers_made,
          max: negotiation.max_offers,
        })}
      </Typography.Text>

      {negotiation.counter && counterBid ? (
        <CounterOfferModal
          open={isCountering}
          bidder={counterBid.bidder_no}
          bid={counterBid.amount}
          minimum={negotiation.counter.minimum}
          maximum={negotiation.counter.maximum}
          offerHours={negotiation.offer_hours}
          currency={auction.currency}
          busy={busy === 'counter'}
          onClose={() => setCountering(false)}
          onSend={(amount) => {
            const bidId = counterBid.id;
            void run(
              'counter',
              async () => {
                await counterOffer(auction.id, bidId, amount);
                setCountering(false);
              },
              t('sellerAuction.negotiation.sent', { bidder: counterBid.bidder_no }),
            );
          }}
        />
      ) : null}
    </Card>
  );
}

/** Every offer the seller made on this auction and how each ended. */
export function SellerOfferHistory({
  negotiation,
  currency,
}: {
  negotiation: NegotiationView;
  currency: string;
}) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  if (negotiation.offers.length === 0) return null;
  return (
    <Card
      className="seller-offers"
      title={t('sellerAuction.negotiation.offersTitle')}
      data-testid="seller-offers"
    >
      <ul className="seller-offers__list">
        {negotiation.offers.map((offer) => (
          <li key={offer.id} className="seller-offers__item" data-testid={`offer-${offer.id}`}>
            <span>
              <strong>{money(offer.amount, currency)}</strong> ·{' '}
              {t(`sellerAuction.negotiation.offerKind.${offer.kind}`)} ·{' '}
              {t('sellerAuction.bidder', { number: offer.bidder_no })}
            </span>
            <span className={`seller-offers__outcome seller-offers__outcome--${offer.outcome}`}>
              {t(`sellerAuction.negotiation.outcome.${offer.outcome}`)}
              {' · '}
              {dateTime(offer.answered_at ?? offer.made_at)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
