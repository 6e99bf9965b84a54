import { followRequestSchema } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { contentLanguage } from '../../lib/content-language';
import { parseBody, parseInput } from '../../lib/parse';
import { requireCaller, requireDealer } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import {
  auctionIdParamsSchema,
  followListQuerySchema,
  pinnedListQuerySchema,
} from './watchlist.schemas';
import type { WatchlistService } from './watchlist.service';
import { allow } from '../../access/access';

const BASE = '/auction/api/v2/dealers/auctions';

export async function watchlistRoutes(
  app: FastifyInstance,
  opts: { watchlist: WatchlistService },
): Promise<void> {
  const { watchlist } = opts;
  const viewerOf = (request: Parameters<typeof requireCaller>[0]) => {
    const { user } = requireCaller(request);
    return {
      id: user.id,
      groupId: user.activeGroupId,
      language: contentLanguage(request, user.language),
    };
  };
  const dealerOf = (request: Parameters<typeof requireDealer>[0]) => {
    const { user } = requireDealer(request);
    return {
      id: user.id,
      groupId: user.activeGroupId,
      language: contentLanguage(request, user.language),
      market: user.country,
    };
  };

  app.get(
    `${BASE}/follow-list`,
    { ...allow('signedIn'), schema: { querystring: followListQuerySchema } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const query = parseInput(followListQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return watchlist.listFollowed(viewer, {
        ...(query.ids ? { ids: query.ids } : {}),
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
        withInspection: query.include.includes('active_inspection'),
      });
    },
  );

  app.get(
    `${BASE}/pinned-auctions`,
    { ...allow('signedIn'), schema: { querystring: pinnedListQuerySchema } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const query = parseInput(pinnedListQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return watchlist.listPinned(viewer, {
        ...(query.ids ? { ids: query.ids } : {}),
        page: query.page,
        perPage: query.per_page,
        withInspection: query.include.includes('active_inspection'),
      });
    },
  );

  app.post(
    `${BASE}/follow`,
    { ...allow('dealer'), schema: { body: followRequestSchema } },
    async (request) => {
      const viewer = dealerOf(request);
      const { auction_id } = parseBody(followRequestSchema, request.body);
      return { data: await watchlist.follow(viewer, auction_id) };
    },
  );

  app.post(
    `${BASE}/unfollow`,
    { ...allow('dealer'), schema: { body: followRequestSchema } },
    async (request) => {
      const viewer = dealerOf(request);
      const { auction_id } = parseBody(followRequestSchema, request.body);
      return { data: await watchlist.unfollow(viewer, auction_id) };
    },
  );

  app.post(
    `${BASE}/:id/pin`,
    { ...allow('dealer'), schema: { params: auctionIdParamsSchema } },
    async (request) => {
      const viewer = dealerOf(request);
      const { id } = parseInput(auctionIdParamsSchema, request.params);
      return { data: await watchlist.pin(viewer, id) };
    },
  );

  app.delete(
    `${BASE}/:id/unpin`,
    { ...allow('dealer'), schema: { params: auctionIdParamsSchema } },
    async (request) => {
      const viewer = dealerOf(request);
      const { id } = parseInput(auctionIdParamsSchema, request.params);
      return { data: await watchlist.unpin(viewer, id) };
    },
  );
}
