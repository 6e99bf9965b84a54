import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allow } from '../../access/access';
import { parseBody, parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import {
  callbackEventSchema,
  createPaymentBodySchema,
  historiesQuerySchema,
  onlinePaymentParamsSchema,
  onlinePaymentQuerySchema,
} from './online-payments.schemas';
import { CALLBACK_PATH, type OnlinePaymentsService } from './online-payments.service';

const BASE = '/general/api/v2/transactions/online-payment';

const viewerOf = (request: FastifyRequest) => requireCaller(request).user;

/** Paying a won car online (spec §7): open the hosted page, read an attempt, list them, callbacks. */
export async function onlinePaymentsRoutes(
  app: FastifyInstance,
  opts: { payments: OnlinePaymentsService },
): Promise<void> {
  const { payments } = opts;

  app.post(
    `${BASE}/hsbc/create-payment`,
    { ...allow('dealer'), schema: { body: createPaymentBodySchema } },
    async (request, reply) => {
      const body = parseBody(createPaymentBodySchema, request.body);
      const data = await payments.create(viewerOf(request), {
        transactionId: body.transaction_id,
        returnPath: body.return_path,
      });
      return reply.code(201).headers(NO_CACHE).send({ data });
    },
  );

  app.get(
    `${BASE}/histories`,
    { ...allow('dealer'), schema: { querystring: historiesQuerySchema } },
    async (request, reply) => {
      const { auction_ids } = parseInput(historiesQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return { data: await payments.histories(viewerOf(request), auction_ids) };
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      ...allow('dealer', 'finance', 'admin', 'operations'),
      schema: { params: onlinePaymentParamsSchema, querystring: onlinePaymentQuerySchema },
    },
    async (request, reply) => {
      const { id } = parseInput(onlinePaymentParamsSchema, request.params);
      const { include } = parseInput(onlinePaymentQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return { data: await payments.read(viewerOf(request), id, include) };
    },
  );

  // The callback is signed over its exact bytes, so this route alone keeps the body as received.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    raw.post(
      CALLBACK_PATH,
      { ...allow('public'), schema: { body: callbackEventSchema } },
      async (request) => {
        const signature = request.headers['x-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await payments.receiveCallback(typeof signature === 'string' ? signature : undefined, body);
        return { received: true };
      },
    );
  });
}
