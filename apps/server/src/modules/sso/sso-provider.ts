import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { Provider, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { createOidcAdapterFactory } from './oidc-adapter';
import { renderMessagePage } from './sign-in-page';
import { PAGE_TEXTS, pickLanguage } from './sign-in-texts';
import type { SsoRepository } from './sso.repository';

/** Where the service lives in this server; its issuer is `<public URL>/sso/api`. */
export const SSO_MOUNT = '/sso/api';

/** How long an authorization code may wait for its exchange (spec: codes short-lived). */
export const CODE_TTL_SECONDS = 60;
const AUTHORIZE_PATH = '/oauth/authorize';
/** How long the hosted sign-in page may stay open. */
const INTERACTION_TTL_SECONDS = 30 * 60;

/** Parameters of the portal's sign-in redirect beyond OAuth's own (spec §3 sign-in redirect query). */
const EXTRA_PARAMS = ['auth_method', 'auth_user', 'auth_country', 'auth_phone_number'];

export interface SsoProviderSettings {
  publicUrl: string;
  clientId: string;
  redirectUris: string[];
  tokenTtlHours: number;
  /** Believe X-Forwarded-Proto/Host (only when the app trusts a proxy). */
  behindProxy: boolean;
}

/** The signing key and cookie keys, made once and shared by every node through the database. */
async function sharedKeys(repo: SsoRepository) {
  const signing = await repo.sharedSecret<JWK>('sso.signing-key', () => ({
    ...(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    }) as JWK),
    kid: randomUUID(),
    use: 'sig',
    alg: 'RS256',
  }));
  const cookieKeys = await repo.sharedSecret<string[]>('sso.cookie-keys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signing, cookieKeys };
}

/** The provider's own error page in the portal's look, in the language the browser asks for. */
function renderError(ctx: KoaContextWithOIDC, out: { error_description?: string | undefined }) {
  const lang = pickLanguage({ acceptLanguage: ctx.get('accept-language') });
  const t = PAGE_TEXTS[lang];
  ctx.type = 'html';
  ctx.body = renderMessagePage(lang, t.errorTitle, out.error_description ?? t.expired);
}

/**
 * The OAuth 2.0 authorization-code service with PKCE (docs/central-sign-in.md), on oidc-provider:
 * one public client for the portal, S256 only, codes single-use for {@link CODE_TTL_SECONDS}, opaque
 * access tokens living as long as the portal's own sessions, and everything stored in the database.
 */
export async function createSsoProvider(
  repo: SsoRepository,
  settings: SsoProviderSettings,
): Promise<Provider> {
  const { signing, cookieKeys } = await sharedKeys(repo);
  const sessionSeconds = settings.tokenTtlHours * 3600;
  const allowedOrigins = new Set(settings.redirectUris.map((uri) => new URL(uri).origin));
  const issuer = `${settings.publicUrl.replace(/\/$/, '')}${SSO_MOUNT}`;
  const provider = new Provider(issuer, {
    adapter: createOidcAdapterFactory(repo),
    clients: [
      {
        client_id: settings.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: settings.redirectUris,
      },
    ],
    jwks: { keys: [signing] },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    extraParams: EXTRA_PARAMS,
    scopes: ['openid'],
    // Only the exact registered address, even when a single one is registered.
    allowOmittingSingleRegisteredRedirectUri: false,
    // The portal calls the token endpoint from its own pages: the origins of its redirect URIs
    // (a browser sends Origin on every POST, same-origin or not); no other site may.
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true },
    },
    routes: {
      authorization: AUTHORIZE_PATH,
      token: '/oauth/token',
      jwks: '/jwks',
      end_session: '/session/end',
    },
    ttl: {
      AuthorizationCode: CODE_TTL_SECONDS,
      AccessToken: sessionSeconds,
      IdToken: 3600,
      Grant: sessionSeconds,
      Session: sessionSeconds,
      Interaction: INTERACTION_TTL_SECONDS,
    },
    interactions: { url: (_ctx, interaction) => `${SSO_MOUNT}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const user = await repo.findActiveUser(Number(sub));
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: user.email }) };
    },
    // The portal is this installation's own client: signing in is the consent.
    loadExistingGrant: async (ctx) => {
      const { session, client, params } = ctx.oidc;
      const accountId = session?.accountId;
      if (!session || !client || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      const scope = typeof params?.scope === 'string' ? params.scope : '';
      if (scope.split(' ').includes('openid')) grant.addOIDCScope('openid');
      await grant.save();
      return grant;
    },
    renderError,
  });
  provider.proxy = settings.behindProxy;
  // The portal's sign-in redirect names no scope (spec §3); the service grants only scoped
  // requests, so a request without one asks for `openid`, the sign-in itself.
  provider.use(async (ctx, next) => {
    if (ctx.path === AUTHORIZE_PATH && ctx.method === 'GET' && !ctx.query.scope) {
      ctx.query = { ...ctx.query, scope: 'openid' };
      // The full address the provider builds its links from (see ssoProviderRoutes) follows.
      (ctx.req as { originalUrl?: string }).originalUrl = `${SSO_MOUNT}${ctx.url}`;
    }
    await next();
  });
  return provider;
}
