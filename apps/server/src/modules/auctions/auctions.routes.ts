import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { auctionIdParamsSchema, liveListQuerySchema } from './auctions.schemas';
import type { AuctionsService } from './auctions.service';

const NO_CACHE = { 'cache-control': 'no-cache, no-store, must-revalidate', pragma: 'no-cache', expires: '0' };

export async function auctionsRoutes(app: FastifyInstance, opts: { auctions: AuctionsService }): Promise<void> {
  app.get('/auction/api/v2/dealers/auctions/live', async (request, reply) => {
    const caller = requireCaller(request);
    const query = parseInput(liveListQuerySchema, request.query);
    void reply.headers(NO_CACHE);
    return opts.auctions.listLive({ id: caller.user.id, groupId: caller.user.activeGroupId }, {
      market: caller.user.country,
      ...(query.ids ? { ids: query.ids } : {}),
      ...(query['filter[make]'] ? { makeIds: query['filter[make]'] } : {}),
      ...(query['filter[model]'] ? { modelIds: query['filter[model]'] } : {}),
      ...(query['filter[group_id]'] ? { sellerGroupId: query['filter[group_id]'] } : {}),
      ...(query['filter[channel]'] ? { channel: query['filter[channel]'] } : {}),
      orderBy: query['filter[order_by]'],
      page: query.page,
      perPage: query.per_page,
      withInspection: query.include.includes('active_inspection'),
    });
  });

  app.get('/auction/api/v2/dealers/auctions/live/:id', async (request, reply) => {
    const caller = requireCaller(request);
    const { id } = parseInput(auctionIdParamsSchema, request.params);
    void reply.headers(NO_CACHE);
    return { data: await opts.auctions.getForDealer({ id: caller.user.id, groupId: caller.user.activeGroupId }, id) };
  });
}
