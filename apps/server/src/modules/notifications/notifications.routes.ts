import {
  markNoticesReadRequestSchema,
  markNoticesReadResponseSchema,
  noticeListSchema,
} from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../access/access';
import { parseBody, parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import { notificationsQuerySchema } from './notifications.schemas';
import type { NotificationsService } from './notifications.service';

/**
 * `GET /general/api/v2/notifications`: the caller's own private notices, newest first, with the
 * count still unread; `POST …/read`: marks them read (docs/notifications.md).
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  opts: { notifications: NotificationsService },
): Promise<void> {
  app.get(
    '/general/api/v2/notifications',
    { ...allow('signedIn'), schema: { querystring: notificationsQuerySchema } },
    async (request, reply) => {
      const { user } = requireCaller(request);
      const query = parseInput(notificationsQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return noticeListSchema.parse(
        await opts.notifications.list({ userId: user.id, groupId: user.activeGroupId }, query),
      );
    },
  );

  app.post(
    '/general/api/v2/notifications/read',
    { ...allow('signedIn'), schema: { body: markNoticesReadRequestSchema } },
    async (request) => {
      const { user } = requireCaller(request);
      const body = parseBody(markNoticesReadRequestSchema, request.body);
      return markNoticesReadResponseSchema.parse(
        await opts.notifications.markRead(
          { userId: user.id, groupId: user.activeGroupId },
          {
            ...(body.up_to_id !== undefined ? { upToId: body.up_to_id } : {}),
            ...(body.ids !== undefined ? { ids: body.ids } : {}),
          },
        ),
      );
    },
  );
}
