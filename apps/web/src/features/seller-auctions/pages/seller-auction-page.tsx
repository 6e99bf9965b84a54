import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { useFormatters } from '../../../lib/format';
import { useAppSelector } from '../../../lib/state/hooks';
import { useApiCall } from '../../../lib/use-api-call';
import { SellerBidHistory } from '../components/seller-bid-history';
import {
  carTitle,
  SellerStatusTag,
  SellerTimeCell,
  SellerTopBid,
} from '../components/seller-auction-parts';
import { SellerDecisionPanel, SellerOfferHistory } from '../components/seller-decision-panel';
import { SellerRelated } from '../components/seller-related';
import { SellerSaleCard } from '../components/seller-sale-card';
import { fetchSellerAuction, type SellerAuctionView } from '../seller-auction-api';
import { useAuctionsRealtime } from '../../../lib/use-auctions-realtime';
import { sellerStageSources } from '../seller-stage-source';
import '../seller-auctions.css';

interface SellerAuctionPageProps {
  auctionPath: (id: number) => string;
  listingPath: (id: number) => string;
  listPath: (stage: SellerAuctionView['stage']) => string;
}

/** The seller's view of one auction, live: the car, the bidding, and the decision when it is due. */
export function SellerAuctionPage({ auctionPath, listPath, listingPath }: SellerAuctionPageProps) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const id = Number(useParams().auctionId);
  const groupId = useAppSelector((state) => state.currentUser.user?.active_group?.id ?? null);
  const load = useCallback(() => fetchSellerAuction(id), [id]);
  const { state, reload } = useApiCall(load);
  const shown = useRef<SellerAuctionView | null>(null);
  if (state.status === 'done') shown.current = state.data;
  else if (shown.current?.id !== id) shown.current = null;
  const auction = shown.current;
  useAuctionsRealtime(Number.isInteger(id) ? [id] : [], sellerStageSources(groupId), reload);

  if (state.status === 'failed' && !auction)
    return (
      <LoadFailure
        failure={state.failure.status === 422 ? { ...state.failure, status: 404 } : state.failure}
        onRetry={reload}
        record={{
          kind: 'auction',
          id,
          back: { path: listPath('live'), label: t('sellerAuctions.titles.live') },
        }}
      />
    );
  if (!auction) return <Skeleton active paragraph={{ rows: 8 }} />;

  const cover = auction.inventory.photos[0];
  const awaitsSeller = auction.status === 'reserved' && auction.award_status === 'pending_award';
  const isRunning = auction.stage === 'pending' || auction.stage === 'live';
  return (
    <article className="seller-auction" data-testid="seller-auction">
      <Link to={listPath(auction.stage)} className="seller-auction__back">
        {t('sellerAuction.back', { list: t(`sellerAuctions.titles.${auction.stage}`) })}
      </Link>
      <header className="seller-auction__head">
        <Typography.Title level={2}>{carTitle(auction)}</Typography.Title>
        <SellerStatusTag auction={auction} />
        <span className="seller-auction__type">{t(`sellerAuctions.type.${auction.type}`)}</span>
      </header>
      {awaitsSeller && auction.negotiation ? (
        <SellerDecisionPanel
          auction={auction}
          negotiation={auction.negotiation}
          onDecided={reload}
        />
      ) : null}
      <div className="seller-auction__grid">
        {cover ? <img className="seller-auction__photo" src={cover.url} alt="" /> : null}
        <Card className="seller-auction__facts">
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'top',
                label: t('sellerAuctions.columns.topBid'),
                children: <SellerTopBid auction={auction} />,
              },
              {
                key: 'start',
                label: t('sellerAuction.facts.start'),
                children: money(auction.start_price, auction.currency),
              },
              {
                key: 'reserve',
                label: t('sellerAuction.facts.reserve'),
                children: money(auction.reserve_price, auction.currency),
              },
              {
                key: 'bids',
                label: t('sellerAuctions.columns.bids'),
                children: `${t('sellerAuctions.bidCount', { count: auction.bid_count })} · ${t('sellerAuctions.bidderCount', { count: auction.bidders_count })}`,
              },
              // While it runs: the time left and the end; awaiting the seller: the time to
              // decide; once over: when it ended, once.
              ...(isRunning || auction.decision_deadline
                ? [
                    {
                      key: 'time',
                      label:
                        auction.stage === 'pending'
                          ? t('sellerAuction.facts.startsIn')
                          : isRunning
                            ? t('sellerAuction.facts.timeLeft')
                            : auction.decision_by === 'dealer'
                              ? t('sellerAuction.facts.offer')
                              : t('sellerAuction.facts.decision'),
                      children:
                        auction.stage === 'pending' ? (
                          <span data-testid="seller-opens">
                            <SellerTimeCell auction={auction} /> · {dateTime(auction.time_start)}
                          </span>
                        ) : (
                          <SellerTimeCell auction={auction} />
                        ),
                    },
                  ]
                : []),
              {
                key: 'ends',
                label: isRunning ? t('sellerAuction.facts.ends') : t('sellerAuction.facts.ended'),
                children: dateTime(
                  isRunning ? auction.time_end : (auction.closed_at ?? auction.time_end),
                ),
              },
              {
                key: 'location',
                label: t('sellerAuction.facts.location'),
                children: auction.location,
              },
              ...(auction.listing_id !== null
                ? [
                    {
                      key: 'listing',
                      label: t('sellerAuction.facts.listing'),
                      children: (
                        <Link
                          to={listingPath(auction.listing_id)}
                          data-testid="seller-listing-link"
                        >
                          {t('sellerAuction.openListing')}
                        </Link>
                      ),
                    },
                  ]
                : []),
              ...(auction.winner
                ? [
                    {
                      key: 'winner',
                      label: t('sellerAuction.facts.winner'),
                      children: `${auction.winner.group_name} · ${money(auction.winner.amount, auction.currency)}`,
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      </div>
      {auction.sale ? <SellerSaleCard sale={auction.sale} currency={auction.currency} /> : null}
      {auction.negotiation ? (
        <SellerOfferHistory negotiation={auction.negotiation} currency={auction.currency} />
      ) : null}
      <SellerBidHistory auction={auction} />
      <SellerRelated auctionId={auction.id} auctionPath={auctionPath} />
    </article>
  );
}
