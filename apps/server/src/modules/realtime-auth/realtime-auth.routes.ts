import { channels } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { parseBody } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { allow } from '../../access/access';

const authRequestSchema = z.object({
  socket_id: z
    .string()
    .regex(/^\d{1,20}\.\d{1,20}$/, { error: 'socket_id is not a valid socket id' }),
  channel_name: z.string().min(1).max(200),
});

export interface RealtimeAuthOptions {
  authorizeChannel(app: 'general', socketId: string, channelName: string): { auth: string };
}

/**
 * Signs private channels of the `general` app for pusher-js (socket_id, channel_name → auth).
 * A dealer may listen only to their own user channel and their own group's channel.
 */
export async function realtimeAuthRoutes(
  app: FastifyInstance,
  opts: RealtimeAuthOptions,
): Promise<void> {
  app.post(
    '/general/api/v2/broadcasting/auth',
    {
      ...allow('signedIn'),
      schema: {
        body: authRequestSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const body = parseBody(authRequestSchema, request.body);
      const allowed = [channels.user(caller.user.id)];
      if (caller.user.activeGroupId !== null)
        allowed.push(channels.group(caller.user.activeGroupId));
      if (!allowed.includes(body.channel_name)) {
        throw new AppError('forbidden', `You may not listen to ${body.channel_name}.`);
      }
      return opts.authorizeChannel('general', body.socket_id, body.channel_name);
    },
  );
}
