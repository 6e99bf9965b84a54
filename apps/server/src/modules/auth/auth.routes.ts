import { loginByEmailRequestSchema } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/parse';
import { bearerToken, requireCaller, requireDealer } from '../../plugins/authenticate';
import type { AuthService } from './auth.service';
import { allow } from '../../access/access';

/** Sign-in and session calls under the auction API (spec §7, user and session). */
export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService }): Promise<void> {
  const { auth } = opts;

  app.post(
    '/auction/api/v1/loginByEmail',
    { ...allow('public'), schema: { body: loginByEmailRequestSchema } },
    async (request) => {
      const body = parseBody(loginByEmailRequestSchema, request.body);
      const result = await auth.loginByEmail({
        email: body.email,
        password: body.password,
        ip: request.ip,
        botToken: body.g_recaptcha_response,
        botAction: body.g_recaptcha_action,
      });
      return { data: result };
    },
  );

  app.get('/auction/api/v1/users/current', allow('signedIn'), async (request) => ({
    data: await auth.currentUser(requireCaller(request).user),
  }));

  app.post('/auction/api/v1/logout', allow('signedIn'), async (request, reply) => {
    await auth.logout(requireCaller(request), bearerToken(request));
    return reply.status(204).send();
  });

  app.get('/auction/api/v2/dealers/account-info', allow('dealer'), async (request) => ({
    data: await auth.accountInfo(requireDealer(request)),
  }));
}
