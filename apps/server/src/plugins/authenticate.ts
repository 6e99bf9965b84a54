import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthService, Caller } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Reads the bearer token of every request; routes that need a user call {@link requireCaller}. */
export function registerAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) request.caller = await auth.authenticate(token);
  });
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1];
}

/** The signed-in caller, or a 401 that sends the web app to /login. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller)
    throw new AppError(
      'unauthenticated',
      'Please sign in again: your session is missing or has expired.',
    );
  return request.caller;
}

/**
 * The signed-in staff member as the audit log names who acted: their id and their roles joined
 * with `+` (`operations+inspector`).
 */
export function staffActorOf(request: FastifyRequest): { id: number; role: string } {
  const { user } = requireCaller(request);
  return { id: user.id, role: user.staffRoles.join('+') || 'staff' };
}

/** The signed-in caller, who must be a dealer with a dealer group. */
export function requireDealer(
  request: FastifyRequest,
): Caller & { user: { activeGroupId: number } } {
  const caller = requireCaller(request);
  if (caller.user.role !== 'dealer' || caller.user.activeGroupId === null) {
    throw new AppError('forbidden', 'Only dealers can do this.');
  }
  return caller as Caller & { user: { activeGroupId: number } };
}
