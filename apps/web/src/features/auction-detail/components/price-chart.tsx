import type { DealerAuction } from '@autobid/contract';
import { Card } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ownBidderNo } from '../../../lib/auction-updates';
import { useFormatters } from '../../../lib/format';
import { useWidth } from '../hooks/use-width';
import { buildPriceChart, type ChartBox } from '../price-chart-data';
import './price-chart.css';

// Drawn in pixels at the card's own width, so labels keep their size from a phone to a desk.
const HEIGHT = 176;
const MARGINS = { left: 60, right: 14, top: 12, bottom: 28 };

/**
 * Bids over time, the dealer's own marked, redrawn as bids arrive (the history lives in the
 * auction's state). Amounts in whole units, times as the interface language writes them. The bid
 * history beside it holds the same figures as a table.
 */
export function PriceChart({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  const { money, integer, time } = useFormatters();
  const [frame, width] = useWidth(360);
  const box: ChartBox = useMemo(() => ({ width, height: HEIGHT, ...MARGINS }), [width]);
  const titleId = useId();
  const descId = useId();
  const bids = auction.bids;
  const chart = useMemo(() => {
    if (!bids) return null;
    const ownIds = new Set(auction.user_bids.map((bid) => bid.id));
    const ownNo = ownBidderNo(auction);
    return buildPriceChart({
      bids,
      isOwn: (bid) => ownIds.has(bid.id) || bid.bidder_no === ownNo,
      box,
    });
  }, [auction, bids, box]);
  if (!chart) return null;

  const first = chart.points[0]!;
  const last = chart.points[chart.points.length - 1]!;
  const ownCount = chart.points.filter((point) => point.isOwn).length;
  const description = t('chart.description', {
    bids: integer(chart.points.length),
    from: money(first.amount, auction.currency),
    to: money(last.amount, auction.currency),
    own: ownCount,
  });

  return (
    <Card
      title={t('chart.title', { currency: auction.currency })}
      size="small"
      className="panel price-chart"
      data-testid="price-chart"
      data-points={chart.points.length}
    >
      <div ref={frame}>
        <svg
          className="price-chart__svg"
          viewBox={`0 0 ${box.width} ${box.height}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
        >
          <title id={titleId}>{t('chart.title', { currency: auction.currency })}</title>
          <desc id={descId}>{description}</desc>
          {chart.yTicks.map((tick) => (
            <g key={tick.value} className="price-chart__y-tick">
              <line x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} />
              <text x={box.left - 6} y={tick.y} dy="0.32em" textAnchor="end">
                {integer(tick.value)}
              </text>
            </g>
          ))}
          {chart.xTicks.map((tick, index) => (
            <text
              key={tick.at}
              className="price-chart__x-label"
              x={tick.x}
              y={box.height - 8}
              textAnchor={
                index === 0 ? 'start' : index === chart.xTicks.length - 1 ? 'end' : 'middle'
              }
            >
              {time(new Date(tick.at).toISOString())}
            </text>
          ))}
          <path className="price-chart__line" d={chart.path} />
          {chart.points.map((point) => (
            <circle
              key={point.id}
              className={
                point.isOwn ? 'price-chart__point price-chart__point--own' : 'price-chart__point'
              }
              cx={point.x}
              cy={point.y}
              r={point.isOwn ? 5 : 3.5}
              data-testid="price-chart-point"
              data-amount={point.amount}
              data-own={point.isOwn}
            >
              <title>{`${point.isOwn ? t('history.you') : t('chart.otherDealer')}: ${money(point.amount, auction.currency)}`}</title>
            </circle>
          ))}
        </svg>
      </div>
      <div className="price-chart__legend" aria-hidden>
        <span className="price-chart__key price-chart__key--own">{t('chart.yours')}</span>
        <span className="price-chart__key">{t('chart.others')}</span>
      </div>
    </Card>
  );
}
