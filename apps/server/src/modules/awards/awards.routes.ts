import { bidDecisionRequestSchema, counterOfferRequestSchema } from '@autobid/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { allow } from '../../access/access';
import { contentLanguage } from '../../lib/content-language';
import { parseBody, parseInput } from '../../lib/parse';
import { intParam } from '../../lib/query-params';
import { requireCaller } from '../../plugins/authenticate';
import type { AwardsService } from './awards.service';

const bidParams = z.object({ bidId: intParam('bid id') });
const auctionParams = z.object({ auctionId: intParam('auction id') });
const offerParams = z.object({ offerId: intParam('offer id') });
const SELLER = '/portal/api/v2/sellers/auctions';

function viewerOf(request: FastifyRequest) {
  const caller = requireCaller(request);
  return {
    id: caller.user.id,
    groupId: caller.user.activeGroupId,
    language: contentLanguage(request, caller.user.language),
  };
}

/**
 * The seller's decision on an award that missed the reserve and the dealer's answer to an offer
 * (docs/seller-offers.md). Spec §6 places accept and reject under the dealers path although a
 * seller performs them.
 */
export async function awardsRoutes(
  app: FastifyInstance,
  opts: { awards: AwardsService },
): Promise<void> {
  const { awards } = opts;
  for (const decision of ['accept', 'reject'] as const) {
    app.put(
      `/portal/api/v2/dealers/bids/:bidId/${decision}`,
      { ...allow('seller'), schema: { params: bidParams, body: bidDecisionRequestSchema } },
      async (request) => {
        const { bidId } = parseInput(bidParams, request.params);
        const { auction_id } = parseBody(bidDecisionRequestSchema, request.body);
        return { data: { auction: await awards[decision](viewerOf(request), bidId, auction_id) } };
      },
    );
  }

  app.post(
    `${SELLER}/:auctionId/counter-offer`,
    { ...allow('seller'), schema: { params: auctionParams, body: counterOfferRequestSchema } },
    async (request) => {
      const { auctionId } = parseInput(auctionParams, request.params);
      const body = parseBody(counterOfferRequestSchema, request.body);
      return {
        data: await awards.counter(viewerOf(request), auctionId, {
          bidId: body.bid_id,
          amount: body.amount,
        }),
      };
    },
  );
  app.post(
    `${SELLER}/:auctionId/runner-up-offer`,
    { ...allow('seller'), schema: { params: auctionParams } },
    async (request) => {
      const { auctionId } = parseInput(auctionParams, request.params);
      return { data: await awards.offerRunnerUp(viewerOf(request), auctionId) };
    },
  );
  app.post(
    `${SELLER}/:auctionId/no-sale`,
    { ...allow('seller'), schema: { params: auctionParams } },
    async (request) => {
      const { auctionId } = parseInput(auctionParams, request.params);
      return { data: await awards.endWithoutSale(viewerOf(request), auctionId) };
    },
  );

  app.get('/portal/api/v2/dealers/offers', allow('dealer'), async (request) => ({
    data: await awards.openOffers(viewerOf(request)),
  }));
  for (const answer of ['accept', 'decline'] as const) {
    app.put(
      `/portal/api/v2/dealers/offers/:offerId/${answer}`,
      { ...allow('dealer'), schema: { params: offerParams } },
      async (request) => {
        const { offerId } = parseInput(offerParams, request.params);
        return { data: { auction: await awards.respond(viewerOf(request), offerId, answer) } };
      },
    );
  }
}
