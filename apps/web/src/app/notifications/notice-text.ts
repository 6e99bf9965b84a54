import {
  auctionCancelledEventSchema,
  auctionResultEventSchema,
  EVENTS,
  offerAnsweredEventSchema,
  offerReceivedEventSchema,
  outbidEventSchema,
  sellerAuctionStageEventSchema,
  snapItEventSchema,
  transactionUpdatedEventSchema,
  type PrivateNotice,
} from '@autobid/contract';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../lib/format';
import type { AuctionLabel } from '../session/auction-labels';
import { paths } from '../paths';

/** A notice as the bell lists it: a title, a sentence, and where it leads. */
export interface NoticeText {
  title: string;
  body: string;
  /** The auction, seller auction or purchase it is about; null when it names none. */
  href: string | null;
}

export interface NoticeTextContext {
  t: TFunction;
  formatters: Formatters;
  /** The car and currency of an auction some page holds (`auctionLabelOf`). */
  labelOf: (auctionId: number) => AuctionLabel;
  /** The currency of the caller's market, for an auction no page holds. */
  currency: string | null;
}

// SNP-3 failure reasons a dealer can act on; any other code reads as a plain refusal.
const SNAP_IT_REASONS = ['already_winning', 'bid_below_minimum', 'auction_ended'] as const;

function auctionIdOf(data: Record<string, unknown>): number | null {
  const id = data.auction_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Words one stored notice in the current language, as its live notice was worded
 * (`app/session/*`): the dealer's outbid, snap-it, won, award pending, cancelled and offer notices,
 * the purchase's updates, and the seller group's stage and offer answers. A notice the app does
 * not know (a newer server) still reads as a change on its auction.
 */
export function describeNotice(notice: PrivateNotice, ctx: NoticeTextContext): NoticeText {
  const { t, formatters } = ctx;
  const auctionId = auctionIdOf(notice.data);
  const label = auctionId === null ? { currency: null, car: null } : ctx.labelOf(auctionId);
  const currency = label.currency ?? ctx.currency;
  const money = (amount: number) =>
    currency ? formatters.money(amount, currency) : formatters.integer(amount);
  const car = label.car ?? t('realtime.carFallback', { id: auctionId ?? '?' });
  const auctionHref = auctionId === null ? null : paths.auctionDetail.build(auctionId);
  const data: unknown = notice.data;

  switch (notice.event) {
    case EVENTS.outbid: {
      const parsed = outbidEventSchema.safeParse(data);
      if (!parsed.success) break;
      return {
        title: t('realtime.outbidTitle'),
        body: t('realtime.outbidBody', {
          amount: money(parsed.data.amount),
          car,
          yours: money(parsed.data.your_amount),
        }),
        href: auctionHref,
      };
    }
    case EVENTS.snapItFired:
    case EVENTS.snapItFailed: {
      const parsed = snapItEventSchema.safeParse(data);
      if (!parsed.success) break;
      const kind = notice.event === EVENTS.snapItFired ? 'snapItFired' : 'snapItFailed';
      const reason =
        SNAP_IT_REASONS.find((known) => known === parsed.data.reason) ?? ('other' as const);
      return {
        title: t(`realtime.${kind}Title`),
        body: t(`realtime.${kind}Body`, {
          amount: money(parsed.data.amount),
          car,
          reason: t(`realtime.snapItReason.${reason}`),
        }),
        href: auctionHref,
      };
    }
    case EVENTS.auctionWon:
    case EVENTS.awardPending: {
      const parsed = auctionResultEventSchema.safeParse(data);
      if (!parsed.success) break;
      const kind = notice.event === EVENTS.auctionWon ? 'won' : 'awardPending';
      return {
        title: t(`realtime.${kind}Title`),
        body: t(`realtime.${kind}Body`, { amount: money(parsed.data.amount), car }),
        href: auctionHref,
      };
    }
    case EVENTS.auctionCancelled: {
      const parsed = auctionCancelledEventSchema.safeParse(data);
      if (!parsed.success) break;
      return {
        title: t('realtime.cancelledTitle'),
        body: t('realtime.cancelledBody', { car, reason: parsed.data.reason }),
        href: auctionHref,
      };
    }
    case EVENTS.offerReceived: {
      const parsed = offerReceivedEventSchema.safeParse(data);
      if (!parsed.success) break;
      return {
        title: t('realtime.offerReceivedTitle'),
        body: t('realtime.offerReceivedBody', {
          amount: money(parsed.data.amount),
          car,
          reason: formatters.dateTime(parsed.data.expires_at),
        }),
        href: auctionHref,
      };
    }
    case EVENTS.transactionUpdated: {
      const parsed = transactionUpdatedEventSchema.safeParse(data);
      if (!parsed.success) break;
      return {
        title: t('noticePanel.transactionTitle'),
        body: t('noticePanel.transactionBody', { car }),
        href: paths.transaction.build(parsed.data.id),
      };
    }
    case EVENTS.sellerAuctionStage: {
      const parsed = sellerAuctionStageEventSchema.safeParse(data);
      if (!parsed.success) break;
      // A notice written before it carried its car names the auction by its number.
      const named = parsed.data.car;
      return {
        title: t(`noticePanel.sellerStageTitle.${parsed.data.stage}`),
        body: t('noticePanel.sellerStageBody', {
          car: named ? `${named.year} ${named.make} ${named.model}` : car,
          change: t(`noticePanel.sellerStatus.${parsed.data.status}`),
        }),
        href: paths.seller.auction.build(parsed.data.auction_id),
      };
    }
    case EVENTS.offerAnswered: {
      const parsed = offerAnsweredEventSchema.safeParse(data);
      if (!parsed.success) break;
      const named = parsed.data.car;
      return {
        title: t('noticePanel.offerAnsweredTitle'),
        body: t(`noticePanel.offerAnswered.${parsed.data.outcome}`, {
          amount: money(parsed.data.amount),
          car: named ? `${named.year} ${named.make} ${named.model}` : car,
        }),
        href: paths.seller.auction.build(parsed.data.auction_id),
      };
    }
    default:
      break;
  }
  return {
    title: t('noticePanel.otherTitle'),
    body: t('noticePanel.otherBody', { car }),
    href: auctionHref,
  };
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday" in the interface's language; under a minute, "just now". */
export function relativeTime(iso: string, now: number, locale: string, justNow: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return justNow;
}
