import type { DealerAuction, Language, MakeModelFacet, Pagination } from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Executor } from '../../db/client';
import type { MarketCatalog } from '../config/market-catalog';
import type { MarketRow } from '../config/markets.repository';
import {
  presentDealerAuction,
  SharedPresentations,
  type DealerAuctionExtras,
} from './auction-presenter';
import type {
  AuctionViewRow,
  AuctionsRepository,
  LiveQuery,
  OwnBidRow,
} from './auctions.repository';
import type { WholeAuction } from './whole-auction';

const HISTORY_LENGTH = 50;
/** The own bids of a dealer who has none: one array, so its presentation is kept too. */
const NO_BIDS: readonly OwnBidRow[] = Object.freeze([]);

/** `meta.pagination` of a page; a page past the last still tells the true total and last page. */
export function paginate(total: number, page: number, perPage: number): Pagination {
  return {
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** What to add to each auction of a list beyond what every list shows. */
export interface ListExtras {
  withInspection?: boolean;
  withHistory?: boolean;
}

/** Who is looking: their own bids, max bid and snap-it are shown to them alone. */
export interface Viewer {
  id: number;
  groupId: number | null;
  /** The language to show what people wrote in (notes, captions); without one, as written. */
  language?: Language;
  /** A dealer's market: an auction of another market is hidden from them (404), as in their lists. */
  market?: string;
}

export function createAuctionsService(
  repo: AuctionsRepository,
  deps: { clock: Clock; markets: MarketCatalog },
) {
  /** Everything a viewer sees of some auctions; the reads run side by side. */
  async function present(
    viewer: Viewer,
    rows: AuctionViewRow[],
    extra: (row: AuctionViewRow) => Partial<DealerAuctionExtras>,
    own?: Awaited<ReturnType<typeof readOwn>>,
  ) {
    const mine =
      own ??
      (await readOwn(
        viewer,
        rows.map((r) => r.auction.id),
      ));
    const now = deps.clock.now();
    return rows.map((row) =>
      presentDealerAuction(row, {
        callerId: viewer.id,
        callerGroupId: viewer.groupId,
        language: viewer.language,
        now,
        extendWindowSeconds:
          mine.markets.find((m) => m.code === row.auction.market)?.extendWindowSeconds ?? 60,
        userBids: mine.userBids.filter((bid) => bid.auctionId === row.auction.id),
        maxBid: mine.maxBids.find((m) => m.auctionId === row.auction.id),
        snapIt: mine.snapIts.find((s) => s.auctionId === row.auction.id),
        ...extra(row),
      }),
    );
  }

  async function readOwn(viewer: Viewer, auctionIds: number[]) {
    const [userBids, maxBids, snapIts, markets] = await Promise.all([
      repo.findUserBids(viewer.id, auctionIds),
      repo.findOwnMaxBids(viewer.id, auctionIds),
      repo.findOwnSnapIts(viewer.id, auctionIds),
      deps.markets.all(),
    ]);
    return { userBids, maxBids, snapIts, markets };
  }

  /** What {@link readAnswers} read: presented by {@link presentAnswers}. */
  type AnswerRead = Awaited<ReturnType<AuctionsRepository['findAnswer']>>;

  /** The one statement behind a batch's answers, on `executor` (a transaction) or the prepared pool. */
  function readAnswers(viewers: Viewer[], auctionId: number, executor?: Executor) {
    return repo.findAnswer(
      auctionId,
      [...new Set(viewers.map((v) => v.id))],
      HISTORY_LENGTH,
      executor,
    );
  }

  /**
   * Each viewer's answer from one read, in the order of `viewers`; a viewer who may not see the
   * auction gets an error. Reads nothing: `markets` is the market list as the caller has it.
   */
  /** What one viewer alone sees of an auction: their own bids, max bid and snap-it. */
  type OwnOf = (userId: number) => Pick<DealerAuctionExtras, 'userBids' | 'maxBid' | 'snapIt'>;

  /** A viewer's own part of a read, found among every viewer's. */
  const ownOfRead =
    (answer: NonNullable<AnswerRead>): OwnOf =>
    (userId) => ({
      userBids: answer.userBids.filter((bid) => bid.userId === userId),
      maxBid: answer.maxBids.find((m) => m.userId === userId),
      snapIt: answer.snapIts.find((s) => s.userId === userId),
    });

  function presentAnswers(
    viewers: Viewer[],
    auctionId: number,
    answer: AnswerRead,
    markets: readonly MarketRow[],
    shared: SharedPresentations | undefined = answer
      ? new SharedPresentations(answer.view)
      : undefined,
    ownOf: OwnOf | undefined = answer ? ownOfRead(answer) : undefined,
  ): (DealerAuction | AppError)[] {
    const now = deps.clock.now();
    const extendWindowSeconds = answer
      ? (markets.find((m) => m.code === answer.view.auction.market)?.extendWindowSeconds ?? 60)
      : 60;
    return viewers.map((viewer) => {
      if (
        !answer ||
        !ownOf ||
        answer.view.auction.status === 'scheduled' ||
        (viewer.market !== undefined && answer.view.auction.market !== viewer.market)
      )
        return new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const { view } = answer;
      return presentDealerAuction(view, {
        callerId: viewer.id,
        callerGroupId: viewer.groupId,
        language: viewer.language,
        now,
        extendWindowSeconds,
        ...ownOf(viewer.id),
        inspection: answer.inspection,
        history: answer.history,
        shared,
      });
    });
  }

  async function getForDealers(
    viewers: Viewer[],
    auctionId: number,
  ): Promise<(DealerAuction | AppError)[]> {
    const [answer, markets] = await Promise.all([
      readAnswers(viewers, auctionId),
      deps.markets.all(),
    ]);
    return presentAnswers(viewers, auctionId, answer, markets);
  }

  async function presentRows(viewer: Viewer, rows: AuctionViewRow[], extras: ListExtras) {
    const [inspections, histories] = await Promise.all([
      extras.withInspection ? repo.findActiveInspections(rows.map((r) => r.inventory.id)) : null,
      extras.withHistory
        ? Promise.all(rows.map((r) => repo.findBidHistory(r.auction.id, HISTORY_LENGTH)))
        : null,
    ]);
    return present(viewer, rows, (row) => ({
      ...(inspections ? { inspection: inspections.get(row.inventory.id) ?? null } : {}),
      ...(histories ? { history: histories[rows.indexOf(row)] ?? [] } : {}),
    }));
  }

  return {
    /**
     * An auction whole, as a node holds it to decide and answer its bids (ADR 0009); with
     * `unless`, undefined while its row is still at that version. On `executor`, else the
     * prepared pool.
     */
    readWhole(auctionId: number, unless: string | null = null, executor?: Executor) {
      return repo.findWhole(auctionId, unless, executor);
    },

    /**
     * Each viewer's answer from an auction held whole, as {@link presentAnswers} makes them from a
     * read; `shared` keeps what they show alike presented from one batch to the next.
     */
    presentWhole(
      viewers: Viewer[],
      whole: WholeAuction,
      markets: readonly MarketRow[],
      shared: SharedPresentations,
    ): (DealerAuction | AppError)[] {
      const { view, inspection, history } = whole;
      const read = { view, inspection, history, userBids: [], maxBids: [], snapIts: [] };
      const auctionId = view.auction.id;
      return presentAnswers(viewers, auctionId, read, markets, shared, (userId) => {
        const maxBid = whole.standing.find((m) => m.userId === userId);
        return {
          // The list itself, so that its presented bids are kept from one answer to the next.
          userBids: whole.ownBids.get(userId) ?? NO_BIDS,
          maxBid: maxBid && { id: maxBid.id, auctionId, ceiling: maxBid.ceiling },
          snapIt: whole.snapIts.get(userId),
        };
      });
    },

    /** The live (`status: active`) or preview list of a market, filtered and paged in SQL. */
    async listLive(viewer: Viewer, query: LiveQuery & { withInspection: boolean }) {
      const { rows, total } = await repo.findLive(query);
      const data = await presentRows(viewer, rows, { withInspection: query.withInspection });
      return { data, meta: { pagination: paginate(total, query.page, query.perPage) } };
    },

    /**
     * Auctions another list has chosen and ordered (follow list, pinned, the portal lists), as the
     * viewer sees them, in the order of `ids`; ids of auctions that are gone are skipped.
     */
    async listByIds(
      viewer: Viewer,
      ids: number[],
      extras: ListExtras = {},
    ): Promise<DealerAuction[]> {
      const rows = await repo.findViewsByIds(ids);
      const byId = new Map(rows.map((row) => [row.auction.id, row]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      return presentRows(viewer, ordered, extras);
    },

    /** Makes with their models that have live auctions in a market, each with its count. */
    async makeModelFacets(query: {
      market: string;
      search?: string;
      sellerGroupId?: number;
    }): Promise<MakeModelFacet[]> {
      const facets = new Map<number, MakeModelFacet>();
      for (const row of await repo.findMakeModelCounts(query)) {
        const facet = facets.get(row.makeId) ?? {
          id: row.makeId,
          name: row.makeName,
          count: 0,
          models: [],
        };
        facet.count += row.count;
        facet.models.push({ id: row.modelId, name: row.modelName, count: row.count });
        facets.set(row.makeId, facet);
      }
      return [...facets.values()];
    },

    /** One auction with inspection, history and the viewer's own bids; scheduled ones are not public yet. */
    async getForDealer(viewer: Viewer, auctionId: number): Promise<DealerAuction> {
      const [answer] = await getForDealers([viewer], auctionId);
      if (answer instanceof AppError) throw answer;
      return answer!;
    },

    /**
     * One auction as each of several viewers sees it, from one wave of reads: what everyone sees is
     * read once, and each viewer's own bids, max bid and snap-it in one read for all of them. The
     * answers of a batch of bids decided together. Answers in the order of `viewers`; a viewer who
     * may not see the auction gets an error.
     */
    getForDealers,
    /** `getForDealers` in two steps: the read (inside a bid's transaction), then the answers. */
    readAnswers,
    presentAnswers,
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;
