import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { SignInSettings } from '../config/sign-in-settings';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The counter a limit check is about to count (address or account), set just before it. */
    rateLimitKey: string;
  }
}

/** Every count is per minute (docs/abuse-resistance.md). */
const WINDOW_MS = 60_000;

/**
 * Password sign-in has its own failed-attempt policy per account (auth.service.ts) that never
 * refuses the owner; the request limit per account there is only a ceiling against floods, so
 * strangers cannot use it to shut the owner out either.
 */
const PASSWORD_ACCOUNT_CEILING = 10;
/** Dealers of one office share one address; the per-address bid limit leaves room for them. */
const BIDS_PER_ADDRESS_FACTOR = 10;

type Kind = 'signIn' | 'password' | 'bid';

interface GuardedRoute {
  method: string;
  /** Matches the route's path with its parameters written `:` (their names do not matter). */
  path: RegExp;
  kind: Kind;
  /** The account a request is about; undefined: only the per-address limit applies. */
  account(request: FastifyRequest): string | undefined;
}

function field(request: FastifyRequest, name: string): unknown {
  const body = request.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** The e-mail, lower-case, or the phone number, digits only, of the body. */
function bodyAccount(request: FastifyRequest): string | undefined {
  for (const name of ['email', 'login', 'username']) {
    const value = field(request, name);
    if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim().toLowerCase();
      // The central sign-in page's one field takes an e-mail or a phone number.
      return text.includes('@') ? `email:${text}` : `phone:${text.replace(/\D/g, '')}`;
    }
  }
  const phone = field(request, 'phone');
  if (typeof phone === 'string' && phone.replace(/\D/g, '') !== '')
    return `phone:${phone.replace(/\D/g, '')}`;
  return undefined;
}

function firstParam(request: FastifyRequest): string | undefined {
  const params = request.params;
  if (!params || typeof params !== 'object') return undefined;
  const value = Object.values(params as Record<string, unknown>)[0];
  return typeof value === 'string' && value !== '' ? `user:${value}` : undefined;
}

const callerAccount = (request: FastifyRequest) =>
  request.caller ? `user:${request.caller.user.id}` : undefined;

/** The guarded routes, matched by path so routes need no option of their own. */
const GUARDED: GuardedRoute[] = [
  {
    method: 'POST',
    path: /^\/auction\/api\/v1\/loginByEmail$/,
    kind: 'password',
    account: bodyAccount,
  },
  {
    method: 'POST',
    path: /^\/auction\/api\/v1\/loginBy(Otp|Token)$/,
    kind: 'signIn',
    account: bodyAccount,
  },
  {
    method: 'POST',
    path: /^\/auction\/api\/v1\/otp(\/.*)?$/,
    kind: 'signIn',
    account: bodyAccount,
  },
  {
    method: 'POST',
    path: /^\/portal\/api\/v2\/mytukar\/portal\/account\/password\/request-reset$/,
    kind: 'signIn',
    account: bodyAccount,
  },
  {
    method: 'POST',
    path: /^\/portal\/api\/v2\/mytukar\/portal\/account\/password\/reset\/:$/,
    kind: 'signIn',
    account: firstParam,
  },
  {
    method: 'PUT',
    path: /^\/auction\/api\/v1\/users\/:\/password$/,
    kind: 'signIn',
    account: callerAccount,
  },
  // The central sign-in service: its sign-in forms and the token exchange.
  { method: 'POST', path: /^\/sso\/api(\/.*)?$/, kind: 'password', account: bodyAccount },
  {
    method: 'POST',
    path: /^\/auction\/api\/v2\/dealers\/(bids|closed-bids|max-bids|snap-it-bids)$/,
    kind: 'bid',
    account: callerAccount,
  },
];

/** The route's path with parameters as `:`; for a wildcard route, the request's own path. */
function routePath(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined || url.includes('*')) return request.url.split('?')[0] ?? '';
  return url.replace(/:[^/]+/g, ':');
}

function guardOf(request: FastifyRequest): GuardedRoute | undefined {
  const path = routePath(request);
  return GUARDED.find((route) => route.method === request.method && route.path.test(path));
}

/**
 * Request limits per address and per account on every sign-in, code, reset and bid route
 * (docs/abuse-resistance.md): past one, a 429 `rate_limited` with `Retry-After`. Counts are shared
 * through Redis when a client is given, so every node of a cluster counts alike; in memory
 * otherwise. Register before the routes.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { settings: SignInSettings['rateLimits']; redis?: Redis | null },
): Promise<void> {
  const { settings } = options;
  if (!settings.enabled) return;
  await app.register(rateLimit, {
    global: false,
    nameSpace: 'autobid-rate-limit-',
    // A Redis outage must not take sign-in and bidding down with it.
    skipOnError: true,
    ...(options.redis ? { redis: options.redis } : {}),
  });
  app.decorateRequest('rateLimitKey', '');
  const limit = (max: number) =>
    app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (req) => req.rateLimitKey });
  const limiters: Record<Kind, { address: Limiter; account: Limiter }> = {
    signIn: {
      address: limit(settings.signInPerMinute),
      account: limit(settings.signInPerMinute),
    },
    password: {
      address: limit(settings.signInPerMinute),
      account: limit(settings.signInPerMinute * PASSWORD_ACCOUNT_CEILING),
    },
    bid: {
      address: limit(settings.bidsPerMinute * BIDS_PER_ADDRESS_FACTOR),
      account: limit(settings.bidsPerMinute),
    },
  };

  app.addHook('preHandler', async (request) => {
    const guard = guardOf(request);
    if (!guard) return;
    const keys: [Limiter, string][] = [
      // An IPv6 caller is counted by its /64, which one subscriber usually holds whole.
      [limiters[guard.kind].address, `${guard.kind}:ip:${normalizeIP(request.ip)}`],
    ];
    const account = guard.account(request);
    if (account) keys.push([limiters[guard.kind].account, `${guard.kind}:${account}`]);
    for (const [limiter, key] of keys) {
      request.rateLimitKey = key;
      const outcome = await limiter(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        throw new AppError(
          'rate_limited',
          'Too many requests. Please wait a moment and try again.',
          {
            headers: { 'retry-after': String(Math.max(1, outcome.ttlInSeconds)) },
          },
        );
      }
    }
  });
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
