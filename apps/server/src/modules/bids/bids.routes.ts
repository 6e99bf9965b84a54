import { placeBidRequestSchema } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/parse';
import { intParam } from '../../lib/query-params';
import { z } from 'zod';
import { requireDealer } from '../../plugins/authenticate';
import type { BidsService } from './bids.service';

const maxBidParamsSchema = z.object({ id: intParam('max bid id') });

export async function bidsRoutes(app: FastifyInstance, opts: { bids: BidsService }): Promise<void> {
  app.post('/auction/api/v2/dealers/bids', async (request) => {
    const caller = requireDealer(request);
    const body = parseInput(placeBidRequestSchema, request.body);
    const auction = await opts.bids.placeBid({ id: caller.user.id, groupId: caller.user.activeGroupId }, body);
    return { data: { auction } };
  });

  app.post('/auction/api/v2/dealers/max-bids', async (request) => {
    const caller = requireDealer(request);
    const body = parseInput(placeBidRequestSchema, request.body);
    const auction = await opts.bids.placeMaxBid({ id: caller.user.id, groupId: caller.user.activeGroupId }, body);
    return { data: { auction } };
  });

  app.delete('/auction/api/v2/dealers/max-bids/:id', async (request) => {
    const caller = requireDealer(request);
    const { id } = parseInput(maxBidParamsSchema, request.params);
    const auction = await opts.bids.removeMaxBid({ id: caller.user.id, groupId: caller.user.activeGroupId }, id);
    return { data: { auction } };
  });
}
