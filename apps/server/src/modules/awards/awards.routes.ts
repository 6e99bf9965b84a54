import { bidDecisionRequestSchema } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentLanguage } from '../../lib/content-language';
import { parseInput } from '../../lib/parse';
import { intParam } from '../../lib/query-params';
import { requireCaller } from '../../plugins/authenticate';
import type { AwardsService } from './awards.service';
import { allow } from '../../access/access';

const paramsSchema = z.object({ bidId: intParam('bid id') });

/** Spec §6: the seller's accept and reject sit under the dealers path although a seller performs them. */
export async function awardsRoutes(
  app: FastifyInstance,
  opts: { awards: AwardsService },
): Promise<void> {
  for (const decision of ['accept', 'reject'] as const) {
    app.put(`/portal/api/v2/dealers/bids/:bidId/${decision}`, allow('seller'), async (request) => {
      const caller = requireCaller(request);
      const { bidId } = parseInput(paramsSchema, request.params);
      const { auction_id } = parseInput(bidDecisionRequestSchema, request.body);
      const seller = {
        id: caller.user.id,
        groupId: caller.user.activeGroupId,
        language: contentLanguage(request, caller.user.language),
      };
      return { data: { auction: await opts.awards[decision](seller, bidId, auction_id) } };
    });
  }
}
