import type { PublicBid } from '@autobid/contract';

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the amount labels on the left and the time labels below. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartPoint {
  id: number;
  x: number;
  y: number;
  amount: number;
  at: number;
  isOwn: boolean;
}

export interface PriceChart {
  points: ChartPoint[];
  /** The price line: it holds each bid until the next one, as the price did. */
  path: string;
  yTicks: { value: number; y: number }[];
  xTicks: { at: number; x: number }[];
}

/** 1, 2, 2.5 or 5 times a power of ten: the step a reader can add up in their head. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/** Round amounts covering `min`–`max` in about `count` steps, for the amount axis. */
export function niceTicks(min: number, max: number, count = 3): number[] {
  if (max <= min) return [min];
  const step = niceStep(max - min, count);
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let value = first; value <= max + step / 2; value += step) ticks.push(value);
  return ticks;
}

/**
 * The geometry of the price history: every bid placed at its time and amount, oldest on the left,
 * the dealer's own marked. Null with fewer than two bids, when there is no history to draw.
 */
export function buildPriceChart(options: {
  bids: readonly PublicBid[];
  isOwn: (bid: PublicBid) => boolean;
  box: ChartBox;
}): PriceChart | null {
  const { box } = options;
  const bids = [...options.bids]
    .map((bid) => ({ bid, at: Date.parse(bid.created_at) }))
    .filter(({ at }) => !Number.isNaN(at))
    .sort((a, b) => a.at - b.at || a.bid.amount - b.bid.amount);
  const first = bids[0];
  const last = bids[bids.length - 1];
  if (!first || !last || bids.length < 2) return null;

  const amounts = bids.map(({ bid }) => bid.amount);
  const ticks = niceTicks(Math.min(...amounts), Math.max(...amounts));
  const low = ticks[0] ?? first.bid.amount;
  const high = Math.max(ticks[ticks.length - 1] ?? last.bid.amount, low + 1);
  const start = first.at;
  const span = Math.max(last.at - start, 1);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const xOf = (at: number) => box.left + ((at - start) / span) * plotWidth;
  const yOf = (amount: number) => box.top + (1 - (amount - low) / (high - low)) * plotHeight;

  const points = bids.map(({ bid, at }) => ({
    id: bid.id,
    x: xOf(at),
    y: yOf(bid.amount),
    amount: bid.amount,
    at,
    isOwn: options.isOwn(bid),
  }));
  const path = points
    .map((point, index) => {
      const r = (n: number) => Math.round(n * 10) / 10;
      if (index === 0) return `M${r(point.x)},${r(point.y)}`;
      return `H${r(point.x)}V${r(point.y)}`;
    })
    .join('');
  const xTicks = [start, start + span / 2, last.at].map((at) => ({ at, x: xOf(at) }));
  return {
    points,
    path,
    yTicks: ticks.map((value) => ({ value, y: yOf(value) })),
    xTicks: last.at === start ? [{ at: start, x: xOf(start) }] : xTicks,
  };
}
