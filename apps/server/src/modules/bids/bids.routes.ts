import {
  bidAnswerSchema,
  bidRefusalSchema,
  placeBidRequestSchema,
  placeClosedBidRequestSchema,
} from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { contentLanguage } from '../../lib/content-language';
import { parseBody, parseInput } from '../../lib/parse';
import { intParam } from '../../lib/query-params';
import { z } from 'zod';
import { requireDealer } from '../../plugins/authenticate';
import type { BidsService } from './bids.service';
import type { SealedBidsService } from './sealed-bids.service';
import type { SnapItsService } from './snap-its.service';
import { allow } from '../../access/access';

const maxBidParamsSchema = z.object({ id: intParam('max bid id') });
const snapItParamsSchema = z.object({ id: intParam('snap-it id') });
/**
 * Every bid call answers the auction, and a refusal answers it too: at a busy close most bids are
 * refused, so both writers are compiled from the contract's schemas.
 */
const response = { 200: bidAnswerSchema, '4xx': bidRefusalSchema };

export interface BidsRouteOptions {
  bids: BidsService;
  snapIts: SnapItsService;
  sealedBids: SealedBidsService;
}

export async function bidsRoutes(app: FastifyInstance, opts: BidsRouteOptions): Promise<void> {
  const dealerOf = (request: Parameters<typeof requireDealer>[0]) => {
    const caller = requireDealer(request);
    return {
      id: caller.user.id,
      groupId: caller.user.activeGroupId,
      language: contentLanguage(request, caller.user.language),
      market: caller.user.country,
    };
  };

  app.post(
    '/auction/api/v2/dealers/bids',
    { ...allow('dealer'), schema: { body: placeBidRequestSchema, response } },
    async (request) => {
      const dealer = dealerOf(request);
      const body = parseBody(placeBidRequestSchema, request.body);
      const auction = await opts.bids.placeBid(dealer, body);
      return { data: { auction } };
    },
  );

  app.post(
    '/auction/api/v2/dealers/max-bids',
    { ...allow('dealer'), schema: { body: placeBidRequestSchema, response } },
    async (request) => {
      const dealer = dealerOf(request);
      const body = parseBody(placeBidRequestSchema, request.body);
      const auction = await opts.bids.placeMaxBid(dealer, body);
      return { data: { auction } };
    },
  );

  app.delete(
    '/auction/api/v2/dealers/max-bids/:id',
    { ...allow('dealer'), schema: { params: maxBidParamsSchema, response } },
    async (request) => {
      const dealer = dealerOf(request);
      const { id } = parseInput(maxBidParamsSchema, request.params);
      const auction = await opts.bids.removeMaxBid(dealer, id);
      return { data: { auction } };
    },
  );

  app.post(
    '/auction/api/v2/dealers/snap-it-bids',
    { ...allow('dealer'), schema: { body: placeBidRequestSchema, response } },
    async (request) => {
      const dealer = dealerOf(request);
      return {
        data: {
          auction: await opts.snapIts.placeSnapIt(
            dealer,
            parseBody(placeBidRequestSchema, request.body),
          ),
        },
      };
    },
  );

  app.delete(
    '/auction/api/v2/dealers/snap-it-bids/:id',
    { ...allow('dealer'), schema: { params: snapItParamsSchema, response } },
    async (request) => {
      const dealer = dealerOf(request);
      const { id } = parseInput(snapItParamsSchema, request.params);
      return { data: { auction: await opts.snapIts.removeSnapIt(dealer, id) } };
    },
  );

  app.post(
    '/auction/api/v2/dealers/closed-bids',
    { ...allow('dealer'), schema: { body: placeClosedBidRequestSchema, response } },
    async (request) => {
      const dealer = dealerOf(request);
      return {
        data: {
          auction: await opts.sealedBids.placeClosedBid(
            dealer,
            parseBody(placeClosedBidRequestSchema, request.body),
          ),
        },
      };
    },
  );
}
