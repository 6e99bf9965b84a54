import type { FastifyInstance } from 'fastify';
import { allow } from '../../access/access';
import { requireDealer } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import type { BuyingTermsService } from './buying-terms.service';

/** The caller's fees, discounts and buying power, for the all-in price at the bid box. */
export async function buyingTermsRoutes(
  app: FastifyInstance,
  opts: { buyingTerms: BuyingTermsService },
): Promise<void> {
  app.get('/general/api/v2/dealers/buying-terms', allow('dealer'), async (request, reply) => {
    const { user } = requireDealer(request);
    void reply.headers(NO_CACHE);
    return {
      data: await opts.buyingTerms.terms({ groupId: user.activeGroupId, market: user.country }),
    };
  });
}
