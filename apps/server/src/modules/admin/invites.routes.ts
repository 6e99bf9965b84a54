import { acceptInviteSchema } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow } from '../../access/access';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import type { Clock } from '../../lib/clock';
import { parseBody } from '../../lib/parse';
import type { InvitesService } from './invites.service';

const BASE = '/portal/api/v2/invites';
const tokenSchema = z.object({ token: z.string().max(100, { error: 'token is not valid' }) });
const acceptSchema = tokenSchema.extend(acceptInviteSchema.shape);

/**
 * The invite link's two public calls. The token travels in the body, never in a path or query,
 * so request logs do not carry it; each address gets a bounded number of tries.
 */
export async function invitesRoutes(
  app: FastifyInstance,
  opts: { invites: InvitesService; clock: Clock },
): Promise<void> {
  const { invites } = opts;
  const limiter = createAttemptLimiter({ max: 30, windowMs: 15 * 60_000, clock: opts.clock });

  app.post(
    `${BASE}/lookup`,
    { ...allow('public'), schema: { body: tokenSchema } },
    async (request) => {
      limiter.hit(request.ip);
      const { token } = parseBody(tokenSchema, request.body);
      return { data: await invites.view(token) };
    },
  );
  app.post(
    `${BASE}/accept`,
    { ...allow('public'), schema: { body: acceptSchema } },
    async (request) => {
      limiter.hit(request.ip);
      const { token, password } = parseBody(acceptSchema, request.body);
      return { data: await invites.accept(token, password) };
    },
  );
}
