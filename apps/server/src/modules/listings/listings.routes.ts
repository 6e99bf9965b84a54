import {
  LISTING_STATUSES,
  listingInputSchema,
  listingRejectSchema,
  listingUpdateSchema,
} from '@autobid/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { allow } from '../../access/access';
import { contentLanguage } from '../../lib/content-language';
import { parseBody, parseInput } from '../../lib/parse';
import { intParam } from '../../lib/query-params';
import { requireCaller } from '../../plugins/authenticate';
import type { ListingsService } from './listings.service';

const SELLER = '/portal/api/v2/sellers/listings';
const STAFF = '/portal/api/v2/staff/listings';
const idParams = z.object({ listingId: intParam('listing id') });
const sellerQuery = z.object({
  status: z.enum(LISTING_STATUSES).optional(),
  page: intParam('page', 1, 10_000).default(1),
});
const staffQuery = z.object({
  status: z.enum(LISTING_STATUSES).default('pending'),
  page: intParam('page', 1, 10_000).default(1),
});

function sellerOf(request: FastifyRequest) {
  const { user } = requireCaller(request);
  return {
    id: user.id,
    groupId: user.activeGroupId,
    language: contentLanguage(request, user.language),
  };
}

function staffOf(request: FastifyRequest) {
  const { user } = requireCaller(request);
  return { id: user.id, role: user.staffRoles.join('+') || 'staff' };
}

/** A seller's listings and the operations review queue (docs/listings.md). */
export async function listingsRoutes(
  app: FastifyInstance,
  opts: { listings: ListingsService },
): Promise<void> {
  const { listings } = opts;
  app.post(
    SELLER,
    { ...allow('seller'), schema: { body: listingInputSchema } },
    async (request, reply) => {
      const input = parseBody(listingInputSchema, request.body);
      return reply.code(201).send({ data: await listings.create(sellerOf(request), input) });
    },
  );
  app.get(SELLER, { ...allow('seller'), schema: { querystring: sellerQuery } }, async (request) =>
    listings.listForSeller(sellerOf(request), parseInput(sellerQuery, request.query)),
  );
  app.get(
    `${SELLER}/:listingId`,
    { ...allow('seller'), schema: { params: idParams } },
    async (request) => {
      const { listingId } = parseInput(idParams, request.params);
      return { data: await listings.get(sellerOf(request), listingId) };
    },
  );
  app.put(
    `${SELLER}/:listingId`,
    { ...allow('seller'), schema: { params: idParams, body: listingUpdateSchema } },
    async (request) => {
      const { listingId } = parseInput(idParams, request.params);
      const input = parseBody(listingUpdateSchema, request.body);
      return { data: await listings.update(sellerOf(request), listingId, input) };
    },
  );
  app.post(
    `${SELLER}/:listingId/withdraw`,
    { ...allow('seller'), schema: { params: idParams } },
    async (request) => {
      const { listingId } = parseInput(idParams, request.params);
      return { data: await listings.withdraw(sellerOf(request), listingId) };
    },
  );

  app.get(STAFF, { ...allow('operations'), schema: { querystring: staffQuery } }, async (request) =>
    listings.listForStaff(
      parseInput(staffQuery, request.query),
      contentLanguage(request, requireCaller(request).user.language),
    ),
  );
  app.post(
    `${STAFF}/:listingId/approve`,
    { ...allow('operations'), schema: { params: idParams } },
    async (request) => {
      const { listingId } = parseInput(idParams, request.params);
      return { data: await listings.approve(staffOf(request), listingId) };
    },
  );
  app.post(
    `${STAFF}/:listingId/reject`,
    { ...allow('operations'), schema: { params: idParams, body: listingRejectSchema } },
    async (request) => {
      const { listingId } = parseInput(idParams, request.params);
      const { reason } = parseBody(listingRejectSchema, request.body);
      return { data: await listings.reject(staffOf(request), listingId, reason) };
    },
  );
}
