import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/parse';
import { intParam } from '../../lib/query-params';
import { requireCaller } from '../../plugins/authenticate';
import { createAuctionRequestSchema, restartAuctionRequestSchema } from './staff.schemas';
import type { StaffService } from './staff.service';

const paramsSchema = z.object({ id: intParam('auction id') });

/** The caller, who must be staff; checked before the input, as for every signed-in route. */
function requireStaff(request: FastifyRequest, action: string) {
  const caller = requireCaller(request);
  if (caller.user.role !== 'staff') throw new AppError('forbidden', `Only staff can ${action}.`);
  return caller;
}

/** Back office: staff schedule auctions and restart rejected or unsold ones. */
export async function staffRoutes(
  app: FastifyInstance,
  opts: { staff: StaffService },
): Promise<void> {
  app.post('/portal/api/v2/staff/auctions', async (request, reply) => {
    requireStaff(request, 'schedule auctions');
    const body = parseInput(createAuctionRequestSchema, request.body);
    return reply.status(201).send({ data: await opts.staff.schedule(body) });
  });

  app.post('/portal/api/v2/staff/auctions/:id/restart', async (request) => {
    const caller = requireStaff(request, 'restart auctions');
    const { id } = parseInput(paramsSchema, request.params);
    const body = parseInput(restartAuctionRequestSchema, request.body);
    return { data: await opts.staff.restart(caller.user.id, id, body) };
  });
}
