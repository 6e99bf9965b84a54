import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '../db/schema';
import { AppError } from '../lib/app-error';

/**
 * Who may call a route: `public` (anyone), `signedIn` (any account), `dealer` / `seller` (an
 * account of that kind acting for its active group), or a staff role. A route lists one or more.
 */
export type Access = 'public' | 'signedIn' | 'dealer' | 'seller' | StaffRole;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: readonly Access[];
  }
  interface FastifyInstance {
    /** Every route registered, as `METHOD /path`, for the test that walks the access table. */
    registeredRoutes: string[];
  }
}

/** A route's options declaring who may call it: `app.get(path, allow('dealer'), handler)`. */
export function allow(...access: Access[]): { config: { access: readonly Access[] } } {
  return { config: { access } };
}

function admits(request: FastifyRequest, access: Access): boolean {
  const user = request.caller?.user;
  if (access === 'public') return true;
  if (!user) return false;
  switch (access) {
    case 'signedIn':
      return true;
    case 'dealer':
    case 'seller':
      return user.role === access && user.activeGroupId !== null;
    default:
      return user.role === 'staff' && user.staffRoles.includes(access);
  }
}

/**
 * The one place that decides whether the caller may call the route, before any input is read:
 * every route must declare `config.access` (registration fails otherwise); a signed-out caller of a
 * route that is not public answers 401, a caller of the wrong kind or role 403 `forbidden`.
 * Register after the authentication hook and before the routes.
 */
export function registerAccess(app: FastifyInstance): void {
  app.decorate('registeredRoutes', [] as string[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.registeredRoutes.push(`${method} ${route.url}`);
    if (!route.config?.access?.length)
      throw new Error(`${String(route.method)} ${route.url} declares no access`);
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.some((a) => admits(request, a))) return;
    if (!request.caller)
      throw new AppError(
        'unauthenticated',
        'Please sign in again: your session is missing or has expired.',
      );
    throw new AppError('forbidden', 'Your account may not do this.');
  });
}
