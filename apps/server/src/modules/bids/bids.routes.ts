import { placeBidRequestSchema } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/parse';
import { requireDealer } from '../../plugins/authenticate';
import type { BidsService } from './bids.service';

export async function bidsRoutes(app: FastifyInstance, opts: { bids: BidsService }): Promise<void> {
  app.post('/auction/api/v2/dealers/bids', async (request) => {
    const caller = requireDealer(request);
    const body = parseInput(placeBidRequestSchema, request.body);
    const auction = await opts.bids.placeBid({ id: caller.user.id, groupId: caller.user.activeGroupId }, body);
    return { data: { auction } };
  });
}
