import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthService } from '../auth/auth.service';
import { interactionRoutes, type PhoneProofPort } from './interaction.routes';
import { createSsoProvider } from './sso-provider';
import { createSsoRepository } from './sso.repository';
import { ssoAppRoutes, ssoProviderRoutes } from './sso.routes';
import { createSsoService, type SsoService } from './sso.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The central sign-in service: `revokeAccount` after a password reset, `pruneExpired` for the pruning job. */
    sso: SsoService;
  }
}

export interface SsoOptions {
  db: Database;
  auth: AuthService;
  clientId: string;
  publicUrl: string;
  redirectUris: string[];
  tokenTtlHours: number;
  /** Whether forwarded headers are believed (a trusted proxy is configured). */
  behindProxy: boolean;
  /** The phone way in on the hosted page; null offers e-mail only. */
  phone: PhoneProofPort | null;
}

/**
 * The central sign-in service (docs/central-sign-in.md): the provider under `/sso/api`, its hosted
 * sign-in page, the app service under `/{product}-sso/v1`, and its tokens accepted by every API.
 */
export async function registerSso(app: FastifyInstance, options: SsoOptions): Promise<SsoService> {
  const repo = createSsoRepository(options.db);
  const provider = await createSsoProvider(repo, {
    publicUrl: options.publicUrl,
    clientId: options.clientId,
    redirectUris: options.redirectUris,
    tokenTtlHours: options.tokenTtlHours,
    behindProxy: options.behindProxy,
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'sign-in service'));
  const sso = createSsoService({
    provider,
    repo,
    clientId: options.clientId,
    forgetUser: (userId) => options.auth.forgetUser(userId),
  });
  options.auth.useExternalTokens(sso.tokens);
  app.decorate('sso', sso);

  await app.register(ssoProviderRoutes, { provider });
  await app.register(interactionRoutes, {
    provider,
    auth: options.auth,
    phone: options.phone,
    publicUrl: options.publicUrl,
  });
  await app.register(ssoAppRoutes, { auth: options.auth });
  return sso;
}
