import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allow } from '../../access/access';
import { parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import { actorOf } from '../transactions/transactions.service';
import { pickupParamsSchema, pickupPlanInputSchema } from './pickups.schemas';
import type { PickupCaller, PickupsService } from './pickups.service';

const PATH = '/portal/api/v2/dealers/transactions/:id/pickup-locations';

function callerOf(request: FastifyRequest): PickupCaller {
  const { user } = requireCaller(request);
  return { user, actor: actorOf(user) };
}

/** Where and when the buyer takes its car (docs/pickup-and-delivery.md). */
export async function pickupsRoutes(
  app: FastifyInstance,
  opts: { pickups: PickupsService },
): Promise<void> {
  const { pickups } = opts;

  app.get(
    PATH,
    {
      ...allow('dealer', 'finance', 'admin', 'operations'),
      schema: { params: pickupParamsSchema },
    },
    async (request, reply) => {
      const { id } = parseInput(pickupParamsSchema, request.params);
      void reply.headers(NO_CACHE);
      return { data: await pickups.read(callerOf(request), id) };
    },
  );

  app.post(
    PATH,
    { ...allow('dealer'), schema: { params: pickupParamsSchema, body: pickupPlanInputSchema } },
    async (request) => {
      const { id } = parseInput(pickupParamsSchema, request.params);
      return { data: await pickups.save(callerOf(request), id, request.body ?? {}) };
    },
  );
}
