import type { Redis } from 'ioredis';

/** Structured logging as Fastify's (pino) logger offers it. */
export interface ConnectionLogger {
  info(objOrMessage: object | string, message?: string): void;
  warn(objOrMessage: object | string, message?: string): void;
  error(objOrMessage: object | string, message?: string): void;
}

/**
 * Logs a Redis connection's losses and returns, each line starting with `what` (the part of the
 * server it serves). ioredis reconnects by itself; without an 'error' listener a dropped
 * connection would crash the process.
 */
export function watchConnection(
  redis: Redis,
  role: string,
  logger: ConnectionLogger,
  what: string,
): void {
  let wasReady = false;
  redis.on('error', (error: Error) =>
    logger.error({ err: error, role }, `${what}: Redis connection error`),
  );
  redis.on('reconnecting', () => logger.warn({ role }, `${what}: reconnecting to Redis`));
  redis.on('ready', () => {
    if (wasReady) logger.info({ role }, `${what}: reconnected to Redis`);
    wasReady = true;
  });
}

/** Closes a connection politely, or at once when Redis does not answer. */
export async function quitConnection(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
