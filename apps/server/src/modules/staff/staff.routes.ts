import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody, parseInput } from '../../lib/parse';
import { intParam } from '../../lib/query-params';
import { staffActorOf } from '../../plugins/authenticate';
import {
  cancelAuctionRequestSchema,
  createAuctionRequestSchema,
  restartAuctionRequestSchema,
  runSheetQuerySchema,
} from './staff.schemas';
import type { RunSheetService } from './run-sheet.service';
import { NO_CACHE } from '../auctions/auctions.routes';
import type { StaffService } from './staff.service';
import { allow } from '../../access/access';

const paramsSchema = z.object({ id: intParam('auction id') });

/** Back office: operations staff schedule auctions and restart rejected or unsold ones. */
export async function staffRoutes(
  app: FastifyInstance,
  opts: { staff: StaffService; runSheet: RunSheetService },
): Promise<void> {
  app.get(
    '/portal/api/v2/staff/run-sheet',
    { ...allow('operations'), schema: { querystring: runSheetQuerySchema } },
    async (request, reply) => {
      const query = parseInput(runSheetQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return opts.runSheet.runSheet(query);
    },
  );

  app.post(
    '/portal/api/v2/staff/auctions',
    { ...allow('operations'), schema: { body: createAuctionRequestSchema } },
    async (request, reply) => {
      const body = parseBody(createAuctionRequestSchema, request.body);
      return reply
        .status(201)
        .send({ data: await opts.staff.schedule(staffActorOf(request), body) });
    },
  );

  app.post(
    '/portal/api/v2/staff/auctions/:id/restart',
    { ...allow('operations'), schema: { params: paramsSchema, body: restartAuctionRequestSchema } },
    async (request) => {
      const { id } = parseInput(paramsSchema, request.params);
      const body = parseBody(restartAuctionRequestSchema, request.body);
      return { data: await opts.staff.restart(staffActorOf(request), id, body) };
    },
  );

  app.post(
    '/portal/api/v2/staff/auctions/:id/cancel',
    { ...allow('operations'), schema: { params: paramsSchema, body: cancelAuctionRequestSchema } },
    async (request) => {
      const { id } = parseInput(paramsSchema, request.params);
      const body = parseBody(cancelAuctionRequestSchema, request.body);
      return { data: await opts.staff.cancel(staffActorOf(request), id, body) };
    },
  );
}
