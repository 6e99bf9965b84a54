import {
  SESSION_MARKETS,
  lotOrderSchema,
  lotPricesSchema,
  scheduleLotSchema,
  sessionInputSchema,
  sessionReasonSchema,
} from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow } from '../../access/access';
import { parseBody, parseInput } from '../../lib/parse';
import { intParam } from '../../lib/query-params';
import { requireCaller, staffActorOf } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import type { SaleSessionsService } from './sale-sessions.service';
import type { SessionLotsService } from './session-lots.service';

const STAFF = '/portal/api/v2/staff/sessions';
const ONE = `${STAFF}/:sessionId`;
const sessionParams = z.object({ sessionId: intParam('session id') });
const lotParams = sessionParams.extend({ auctionId: intParam('auction id') });
const listQuery = z.object({
  market: z.enum(SESSION_MARKETS, { error: 'market must be one of MY, SG, ID, HK' }).optional(),
  scope: z
    .enum(['upcoming', 'past'], { error: 'scope must be upcoming or past' })
    .default('upcoming'),
  page: intParam('page', 1, 10_000).default(1),
});

/** Sale sessions and their lots for operations, and the upcoming sessions a seller may ask for (docs/sessions.md). */
export async function saleSessionsRoutes(
  app: FastifyInstance,
  opts: { sessions: SaleSessionsService; lots: SessionLotsService },
): Promise<void> {
  const { sessions, lots } = opts;
  app.get(
    STAFF,
    { ...allow('operations'), schema: { querystring: listQuery } },
    async (request, reply) => {
      void reply.headers(NO_CACHE);
      return sessions.list(parseInput(listQuery, request.query));
    },
  );
  app.post(
    STAFF,
    { ...allow('operations'), schema: { body: sessionInputSchema } },
    async (request, reply) => {
      const input = parseBody(sessionInputSchema, request.body);
      return reply.code(201).send({ data: await sessions.create(staffActorOf(request), input) });
    },
  );
  app.get(
    ONE,
    { ...allow('operations'), schema: { params: sessionParams } },
    async (request, reply) => {
      const { sessionId } = parseInput(sessionParams, request.params);
      void reply.headers(NO_CACHE);
      return { data: await sessions.get(sessionId) };
    },
  );
  app.put(
    ONE,
    { ...allow('operations'), schema: { params: sessionParams, body: sessionInputSchema } },
    async (request) => {
      const { sessionId } = parseInput(sessionParams, request.params);
      const input = parseBody(sessionInputSchema, request.body);
      return { data: await sessions.update(staffActorOf(request), sessionId, input) };
    },
  );
  app.post(
    `${ONE}/cancel`,
    { ...allow('operations'), schema: { params: sessionParams, body: sessionReasonSchema } },
    async (request) => {
      const { sessionId } = parseInput(sessionParams, request.params);
      const { reason } = parseBody(sessionReasonSchema, request.body);
      return { data: await sessions.cancel(staffActorOf(request), sessionId, reason) };
    },
  );
  app.get(
    `${ONE}/candidates`,
    { ...allow('operations'), schema: { params: sessionParams } },
    async (request, reply) => {
      const { sessionId } = parseInput(sessionParams, request.params);
      void reply.headers(NO_CACHE);
      return { data: await sessions.candidates(sessionId) };
    },
  );
  app.post(
    `${ONE}/lots`,
    { ...allow('operations'), schema: { params: sessionParams, body: scheduleLotSchema } },
    async (request, reply) => {
      const { sessionId } = parseInput(sessionParams, request.params);
      const input = parseBody(scheduleLotSchema, request.body);
      return reply
        .code(201)
        .send({ data: await lots.schedule(staffActorOf(request), sessionId, input) });
    },
  );
  app.put(
    `${ONE}/lots/:auctionId`,
    { ...allow('operations'), schema: { params: lotParams, body: lotPricesSchema } },
    async (request) => {
      const { sessionId, auctionId } = parseInput(lotParams, request.params);
      const prices = parseBody(lotPricesSchema, request.body);
      return { data: await lots.reprice(staffActorOf(request), sessionId, auctionId, prices) };
    },
  );
  app.post(
    `${ONE}/lots/:auctionId/remove`,
    { ...allow('operations'), schema: { params: lotParams, body: sessionReasonSchema } },
    async (request) => {
      const { sessionId, auctionId } = parseInput(lotParams, request.params);
      const { reason } = parseBody(sessionReasonSchema, request.body);
      return { data: await lots.remove(staffActorOf(request), sessionId, auctionId, reason) };
    },
  );
  app.put(
    `${ONE}/order`,
    { ...allow('operations'), schema: { params: sessionParams, body: lotOrderSchema } },
    async (request) => {
      const { sessionId } = parseInput(sessionParams, request.params);
      const { auction_ids } = parseBody(lotOrderSchema, request.body);
      return { data: await lots.reorder(staffActorOf(request), sessionId, auction_ids) };
    },
  );

  app.get('/portal/api/v2/sellers/sessions', allow('seller'), async (request, reply) => {
    const { user } = requireCaller(request);
    void reply.headers(NO_CACHE);
    return { data: await sessions.forSeller(user.activeGroupId) };
  });
}
