import type { DealerAuction } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { contentLanguage } from '../../lib/content-language';
import { parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import type { LiveQuery } from './auctions.repository';
import {
  auctionIdParamsSchema,
  liveListQuerySchema,
  makeModelQuerySchema,
  previewListQuerySchema,
} from './auctions.schemas';
import type { AuctionsService, Viewer } from './auctions.service';
import { allow } from '../../access/access';

/** Lists that change by the second are never cached (spec §9). */
export const NO_CACHE = {
  'cache-control': 'no-cache, no-store, must-revalidate',
  pragma: 'no-cache',
  expires: '0',
};

type ListQuery =
  ReturnType<typeof liveListQuerySchema.parse> | ReturnType<typeof previewListQuerySchema.parse>;

function toLiveQuery(
  market: string,
  status: 'active' | 'preview',
  query: ListQuery,
): LiveQuery & { withInspection: boolean } {
  return {
    status,
    market,
    ...(query.ids ? { ids: query.ids } : {}),
    ...(query['filter[make]'] ? { makeIds: query['filter[make]'] } : {}),
    ...(query['filter[model]'] ? { modelIds: query['filter[model]'] } : {}),
    ...(query['filter[group_id]'] ? { sellerGroupId: query['filter[group_id]'] } : {}),
    ...(query['filter[channel]'] ? { channel: query['filter[channel]'] } : {}),
    orderBy: query['filter[order_by]'],
    page: query.page,
    perPage: query.per_page,
    withInspection: query.include.includes('active_inspection'),
  };
}

/** A dealer's read answered from the auction a node holds; undefined when it must be read. */
export type ReadHeld = (
  viewer: Viewer,
  auctionId: number,
) => Promise<DealerAuction | AppError | undefined>;

/** One auction as a dealer sees it: from the auction this node holds when it can, else read. */
async function readForDealer(
  opts: { auctions: AuctionsService; readHeld?: ReadHeld },
  viewer: Viewer,
  auctionId: number,
): Promise<DealerAuction> {
  const held = await opts.readHeld?.(viewer, auctionId);
  if (held instanceof AppError) throw held;
  return held ?? opts.auctions.getForDealer(viewer, auctionId);
}

export async function auctionsRoutes(
  app: FastifyInstance,
  opts: { auctions: AuctionsService; readHeld?: ReadHeld },
): Promise<void> {
  app.get(
    '/auction/api/v2/dealers/auctions/live',
    { ...allow('signedIn'), schema: { querystring: liveListQuerySchema } },
    async (request, reply) => {
      const caller = requireCaller(request);
      const query = parseInput(liveListQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return opts.auctions.listLive(
        {
          id: caller.user.id,
          groupId: caller.user.activeGroupId,
          language: contentLanguage(request, caller.user.language),
        },
        toLiveQuery(caller.user.country, 'active', query),
      );
    },
  );

  app.get(
    '/auction/api/v2/dealers/auctions/preview',
    { ...allow('signedIn'), schema: { querystring: previewListQuerySchema } },
    async (request, reply) => {
      const caller = requireCaller(request);
      const query = parseInput(previewListQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return opts.auctions.listLive(
        {
          id: caller.user.id,
          groupId: caller.user.activeGroupId,
          language: contentLanguage(request, caller.user.language),
        },
        toLiveQuery(caller.user.country, 'preview', query),
      );
    },
  );

  app.get(
    '/auction/api/v2/dealers/auctions/live/filter-make-model',
    { ...allow('signedIn'), schema: { querystring: makeModelQuerySchema } },
    async (request, reply) => {
      const caller = requireCaller(request);
      const query = parseInput(makeModelQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return {
        data: await opts.auctions.makeModelFacets({
          market: caller.user.country,
          ...(query.query ? { search: query.query } : {}),
          ...(query.group !== undefined ? { sellerGroupId: query.group } : {}),
        }),
      };
    },
  );

  app.get(
    '/auction/api/v2/dealers/auctions/live/:id',
    { ...allow('signedIn'), schema: { params: auctionIdParamsSchema } },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { id } = parseInput(auctionIdParamsSchema, request.params);
      void reply.headers(NO_CACHE);
      const viewer = {
        id: caller.user.id,
        groupId: caller.user.activeGroupId,
        language: contentLanguage(request, caller.user.language),
        market: caller.user.country,
      };
      return { data: await readForDealer(opts, viewer, id) };
    },
  );
}
