import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allow } from '../../access/access';
import { parseBody, parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import { actorOf } from '../transactions/transactions.service';
import {
  caseListQuerySchema,
  caseParamsSchema,
  caseRequestSchema,
  declineSchema,
} from './floor-stock.schemas';
import type { FloorStockCaller, FloorStockService } from './floor-stock.service';

const STAFF_CASES = '/portal/api/v2/staff/floor-stock/cases';

function callerOf(request: FastifyRequest): FloorStockCaller {
  const { user } = requireCaller(request);
  return { user, actor: actorOf(user) };
}

/** Floor-stock financing: the dealer's request and the finance desk's decision (docs/floor-stock.md). */
export async function floorStockRoutes(
  app: FastifyInstance,
  opts: { floorStock: FloorStockService },
): Promise<void> {
  const { floorStock } = opts;

  app.post(
    '/general/api/v2/floor-stock/cases/dealer',
    { ...allow('dealer'), schema: { body: caseRequestSchema } },
    async (request, reply) => {
      const input = parseBody(caseRequestSchema, request.body ?? {});
      const data = await floorStock.request(callerOf(request), {
        transactionId: input.transaction_id,
        note: input.note || null,
      });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    STAFF_CASES,
    { ...allow('finance'), schema: { querystring: caseListQuerySchema } },
    async (request, reply) => {
      const { status } = parseInput(caseListQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return { data: await floorStock.list(status) };
    },
  );

  app.post(
    `${STAFF_CASES}/:caseId/approve`,
    { ...allow('finance'), schema: { params: caseParamsSchema } },
    async (request) => {
      const { caseId } = parseInput(caseParamsSchema, request.params);
      return { data: await floorStock.approve(callerOf(request).actor, caseId) };
    },
  );

  app.post(
    `${STAFF_CASES}/:caseId/decline`,
    { ...allow('finance'), schema: { params: caseParamsSchema, body: declineSchema } },
    async (request) => {
      const { caseId } = parseInput(caseParamsSchema, request.params);
      const { reason } = parseBody(declineSchema, request.body ?? {});
      return { data: await floorStock.decline(callerOf(request).actor, caseId, reason) };
    },
  );
}
