import type { FileItem, PortalAuctionDetail, PortalAuctionPage } from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileStore } from '../../lib/files/file-store';
import { inLanguage } from '../../lib/content-language';
import { presentPhotos } from '../auctions/auction-presenter';
import { paginate, type AuctionsService, type Viewer } from '../auctions/auctions.service';
import { resolveEndedRange } from './ended-range';
import type { DateBound, DETAIL_INCLUDES } from './portal.schemas';
import type { FileLinks } from './file-links';
import { presentPortalAuction } from './portal-presenter';
import type { PortalList, PortalListQuery, PortalRepository } from './portal.repository';

export type DetailInclude = (typeof DETAIL_INCLUDES)[number];

/**
 * The dealer's lists after the close (success, overdue, history, online payments, ended bids),
 * the detail of one auction with its photos and documents, and the documents themselves.
 */
export function createPortalService(deps: {
  repo: PortalRepository;
  clock: Clock;
  auctions: AuctionsService;
  fileLinks: FileLinks;
  /** Where a seller's documents attached to an auction are stored. */
  files: FileStore;
}) {
  const { repo, clock, fileLinks } = deps;

  async function list(
    viewer: Viewer,
    list: PortalList,
    query: Omit<PortalListQuery, 'userId' | 'now'>,
  ): Promise<PortalAuctionPage> {
    const { facts, total } = await repo.findPage(list, {
      ...query,
      userId: viewer.id,
      now: new Date(clock.now()),
    });
    const auctions = await deps.auctions.listByIds(
      viewer,
      facts.map((f) => f.id),
    );
    const byId = new Map(auctions.map((a) => [a.id, a]));
    const data = facts.flatMap((f) => {
      const auction = byId.get(f.id);
      return auction ? [presentPortalAuction(auction, f)] : [];
    });
    return { data, meta: { pagination: paginate(total, query.page, query.perPage) } };
  }

  return {
    list,

    /** Ended bids between two end dates (the last 7 days by default) and of one outcome or all. */
    listEndedBids(
      viewer: Viewer,
      query: Omit<PortalListQuery, 'userId' | 'now' | 'endedFrom' | 'endedUntil'> & {
        from?: DateBound | undefined;
        to?: DateBound | undefined;
      },
    ) {
      const { from, to, ...rest } = query;
      const range = resolveEndedRange(from, to, clock.now());
      return list(viewer, 'ended-bids', {
        ...rest,
        endedFrom: range.from,
        endedUntil: range.until,
      });
    },

    /** How many of the dealer's wins are past their payment date: `count_overdue_payment`. */
    countOverdue(userId: number): Promise<number> {
      return repo.countOverdue(userId, new Date(clock.now()));
    },

    async detail(
      viewer: Viewer,
      auctionId: number,
      include: readonly DetailInclude[],
    ): Promise<PortalAuctionDetail> {
      const facts = await repo.findFacts(
        viewer.id,
        auctionId,
        new Date(clock.now()),
        viewer.market,
      );
      if (!facts) throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const [[auction], photos, files] = await Promise.all([
        deps.auctions.listByIds(viewer, [auctionId], {
          withInspection: include.includes('active_inspection'),
          withHistory: include.includes('bids'),
        }),
        include.includes('extra_inspection_photos')
          ? repo.findExtraInspectionPhotos(auctionId)
          : null,
        include.includes('associated_files') ? repo.findFiles(auctionId) : null,
      ]);
      if (!auction) throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      return {
        ...presentPortalAuction(auction, facts),
        ...(photos ? { extra_inspection_photos: presentPhotos(photos, viewer.language) } : {}),
        ...(files
          ? {
              associated_files: files.map((file): FileItem => ({
                id: file.id,
                name: inLanguage(file.name, file.nameTranslations, viewer.language),
                file_name: file.fileName,
                url: fileLinks.urlFor(file),
                content_type: file.contentType,
              })),
            }
          : {}),
      };
    },

    /** A document's bytes for a signed link; a wrong, expired or made-up link opens nothing. */
    async openFile(input: { id: number; fileName: string; expires: number; signature: string }) {
      const check = fileLinks.check(input.id, input.expires, input.signature);
      if (check === 'invalid') throw new AppError('forbidden', 'This document link is not valid.');
      if (check === 'expired')
        throw new AppError(
          'forbidden',
          'This document link has expired: open the document again from the auction.',
        );
      const file = await repo.findFile(input.id);
      const missing = () => new AppError('not_found', `Document ${input.id} does not exist.`);
      if (!file || file.fileName !== input.fileName) throw missing();
      // A seller's document stays in the file store; the demo's are kept in the row.
      const stored = file.storageKey ? await deps.files.get(file.storageKey) : null;
      if (file.storageKey && !stored) throw missing();
      return {
        fileName: file.fileName,
        contentType: file.contentType,
        bytes: stored ? stored.body : Buffer.from(file.content ?? '', 'base64'),
        maxAgeSeconds: fileLinks.secondsLeft(input.expires),
      };
    },
  };
}

export type PortalService = ReturnType<typeof createPortalService>;
