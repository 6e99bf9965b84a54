import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import { allow } from '../../access/access';
import { bearerToken, requireCaller } from '../../plugins/authenticate';
import type { AuthService } from '../auth/auth.service';
import { PRODUCT } from '../config/config.routes';
import { SSO_MOUNT } from './sso-provider';

/**
 * The provider's own endpoints (authorize, token, jwks, end session, discovery) under
 * {@link SSO_MOUNT}. Registered in its own scope without body parsers: oidc-provider reads the
 * raw body itself, with its own size limit, and sees the path below the mount as Express would
 * give it (`originalUrl` keeps the full one, so the URLs it builds carry the mount).
 */
export async function ssoProviderRoutes(
  app: FastifyInstance,
  opts: { provider: Provider },
): Promise<void> {
  const handle = opts.provider.callback();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.route({
    method: ['GET', 'POST'],
    url: `${SSO_MOUNT}/*`,
    ...allow('public'),
    handler: async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? SSO_MOUNT;
      raw.originalUrl = url;
      raw.url = url.slice(SSO_MOUNT.length) || '/';
      await handle(raw, reply.raw);
    },
  });
}

/** The app service of the central sign-in, `/{product}-sso/v1` (spec §7). */
export async function ssoAppRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService },
): Promise<void> {
  const { auth } = opts;
  const base = `/${PRODUCT}-sso/v1`;

  /** Whether the bearer token is a live session, and whose: the web app's session check. */
  app.get(`${base}/check`, allow('signedIn'), async (request) => {
    const { user } = requireCaller(request);
    return { data: { active: true, sub: String(user.id), user: await auth.currentUser(user) } };
  });

  /** Ends the session of the bearer token: for a central token also its grant and service sessions. */
  app.post(`${base}/logout`, allow('signedIn'), async (request, reply) => {
    await auth.logout(requireCaller(request), bearerToken(request));
    return reply.status(204).send();
  });
}
