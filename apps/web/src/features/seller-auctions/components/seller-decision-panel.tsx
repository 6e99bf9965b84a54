import type { SellerBid } from '@autobid/contract';
import { App, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useFormatters } from '../../../lib/format';
import { failureOfError } from '../../../lib/use-api-call';
import { decideBid, type SellerAuctionView } from '../seller-auction-api';
import { SellerTimeCell } from './seller-auction-parts';

interface SellerDecisionPanelProps {
  auction: SellerAuctionView;
  onDecided: () => void;
}

/**
 * The seller's decision on a top bid below the reserve: accept a bid (the car is sold to that
 * bidder) or reject the award; each asks for confirmation first. A sealed auction offers its best
 * whole-car and best body-only bid apart.
 */
export function SellerDecisionPanel({ auction, onDecided }: SellerDecisionPanelProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const errorText = useErrorText();
  const { money } = useFormatters();
  const [busy, setBusy] = useState<number | null>(null);
  const amount = (bid: SellerBid) => money(bid.amount, auction.currency);
  // Rejecting refuses the award as a whole: on a sealed auction the best bid of either type.
  const top = auction.top_bids[0];

  const decide = (decision: 'accept' | 'reject', bid: SellerBid) => {
    void modal.confirm({
      title: t(`sellerAuction.decision.${decision}Title`),
      content: t(`sellerAuction.decision.${decision}Body`, {
        amount: amount(bid),
        bidder: bid.bidder_no,
      }),
      okText: t(`sellerAuction.decision.${decision}`),
      okButtonProps: { danger: decision === 'reject', 'data-testid': 'decision-confirm' },
      cancelText: t('sellerAuction.decision.cancel'),
      onOk: async () => {
        setBusy(bid.id);
        try {
          await decideBid(decision, bid.id, auction.id);
          void message.success(t(`sellerAuction.decision.${decision}Done`));
          onDecided();
        } catch (error) {
          void message.error(errorText(failureOfError(error)));
        } finally {
          setBusy(null);
        }
      },
    });
  };

  return (
    <Card className="seller-decision" data-testid="seller-decision">
      <Typography.Title level={4}>{t('sellerAuction.decision.title')}</Typography.Title>
      <Typography.Paragraph>
        {t('sellerAuction.decision.body', {
          reserve: money(auction.reserve_price, auction.currency),
        })}{' '}
        <SellerTimeCell auction={auction} />
      </Typography.Paragraph>
      <ul className="seller-decision__bids">
        {auction.top_bids.map((bid) => (
          <li key={bid.id} className="seller-decision__bid" data-testid={`decision-bid-${bid.id}`}>
            <span className="seller-decision__amount">
              <strong>{amount(bid)}</strong>
              <span>
                {t('sellerAuction.bidder', { number: bid.bidder_no })}
                {bid.bid_type ? ` · ${t(`sellerAuction.bidType.${bid.bid_type}`)}` : ''}
              </span>
            </span>
            <Button
              type="primary"
              loading={busy === bid.id}
              disabled={busy !== null}
              onClick={() => decide('accept', bid)}
              data-testid={`accept-${bid.id}`}
            >
              {t('sellerAuction.decision.accept')}
            </Button>
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
    </Card>
  );
}
