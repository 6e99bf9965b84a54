import {
  RUN_SHEET_SECTIONS,
  type RunSheet,
  type RunSheetRow,
  type RunSheetSection,
} from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import { decisionDeadlineOf } from '../awards/decision-deadline';
import type { Clock } from '../../lib/clock';
import { localDateOf, localDay } from './market-day';
import type { RunSheetAuctionRow, RunSheetRepository } from './run-sheet.repository';

/** Where an auction of a given status stands on the run sheet. */
export function sectionOf(status: string): RunSheetSection {
  switch (status) {
    case 'active':
      return 'live';
    case 'scheduled':
    case 'preview':
    case 'restarting':
      return 'upcoming';
    case 'reserved':
      return 'awaiting_seller';
    default:
      return 'finished';
  }
}

function present(row: RunSheetAuctionRow): RunSheetRow {
  const { auction } = row;
  const isSealedOpen = auction.type === 'closed' && auction.closedAt === null;
  return {
    id: auction.id,
    section: sectionOf(auction.status),
    type: auction.type,
    status: auction.status as RunSheetRow['status'],
    award_status: auction.awardStatus as RunSheetRow['award_status'],
    car: `${row.year} ${row.make} ${row.model} ${row.variant}`.trim(),
    seller_group: { id: auction.sellerGroupId, name: row.sellerGroupName },
    start_price: auction.startPrice,
    reserve_price: auction.reservePrice,
    highest_amount: isSealedOpen ? null : auction.highestAmount,
    bid_count: auction.bidCount,
    bidders_count: auction.biddersCount,
    restart_count: auction.restartCount,
    time_start: auction.timeStart.toISOString(),
    time_end: auction.timeEnd.toISOString(),
    closed_at: auction.closedAt?.toISOString() ?? null,
    decision_deadline: decisionDeadlineOf(auction)?.toISOString() ?? null,
    cancel_reason: auction.cancelReason,
  };
}

/**
 * The rows in close-time order (the query's), except those coming up: they take the same places
 * in opening-time order, which is what operations watch them for.
 */
function comingUpByOpening(rows: RunSheetRow[]): RunSheetRow[] {
  const upcoming = rows
    .filter((row) => row.section === 'upcoming')
    .sort((a, b) => Date.parse(a.time_start) - Date.parse(b.time_start) || a.id - b.id);
  let next = 0;
  return rows.map((row) => (row.section === 'upcoming' ? upcoming[next++]! : row));
}

/** The day's run sheet of one market: what is live, coming up, awaiting sellers and finished. */
export function createRunSheetService(deps: { repo: RunSheetRepository; clock: Clock }) {
  return {
    async runSheet(query: { market: string; date?: string | undefined }): Promise<RunSheet> {
      const market = await deps.repo.findMarket(query.market);
      if (!market) throw new AppError('not_found', `Market ${query.market} does not exist.`);
      const date = query.date ?? localDateOf(market.code, deps.clock.now());
      const { from, until } = localDay(market.code, date);
      const rows = comingUpByOpening(
        (await deps.repo.findDay(market.code, from, until)).map(present),
      );
      const counts = Object.fromEntries(
        RUN_SHEET_SECTIONS.map((section) => [
          section,
          rows.filter((row) => row.section === section).length,
        ]),
      ) as Record<RunSheetSection, number>;
      return {
        data: {
          market: market.code,
          currency: market.currency,
          date,
          from: from.toISOString(),
          until: until.toISOString(),
          counts,
          auctions: rows,
        },
      };
    },
  };
}

export type RunSheetService = ReturnType<typeof createRunSheetService>;
