import { REALTIME_APPS, type RealtimeApp } from '@autobid/contract';
import { Redis } from 'ioredis';
import type { DeliverFrame, RealtimeBus, RealtimeLogger } from './bus';

export interface RedisBusOptions {
  url: string;
  deliver: DeliverFrame;
  logger: RealtimeLogger;
  /** Prefix of the Redis pub/sub channels, one per app; lets several deployments share a Redis. */
  prefix?: string;
}

const DEFAULT_PREFIX = 'autobid:realtime:';

/**
 * Publishes each frame on one Redis channel per app and delivers what the subscriber connection
 * receives. The message is the client frame itself (`{"event","channel","data"}`), encoded once on
 * the publishing node and forwarded unchanged by every node. Pub/sub is at most once: during a
 * Redis outage events are lost, and clients resynchronise from `updated_at` when they reconnect.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<RealtimeBus> {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const appsByRedisChannel = new Map<string, RealtimeApp>(
    REALTIME_APPS.map((app) => [`${prefix}${app}`, app]),
  );
  // A publish waiting on a reconnect should fail after a few tries, not hold the caller for a minute.
  const publisher = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.url, { lazyConnect: true });
  watchConnection(publisher, 'publisher', options.logger);
  watchConnection(subscriber, 'subscriber', options.logger);

  subscriber.on('message', (redisChannel: string, message: string) => {
    const app = appsByRedisChannel.get(redisChannel);
    const channel = app && readChannel(message);
    if (!app || !channel) {
      options.logger.warn({ redisChannel }, 'realtime: ignored a malformed message from Redis');
      return;
    }
    options.deliver(app, channel, message);
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(...appsByRedisChannel.keys());
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    async publish(app, _channel, frame) {
      await publisher.publish(`${prefix}${app}`, frame);
    },
    async close() {
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

function readChannel(frame: string): string | null {
  try {
    const parsed: unknown = JSON.parse(frame);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'channel' in parsed &&
      typeof parsed.channel === 'string'
    ) {
      return parsed.channel;
    }
  } catch {
    // Falls through to null: a foreign publisher on our channel must not crash the node.
  }
  return null;
}

/** ioredis reconnects by itself; without an 'error' listener a dropped connection would crash the process. */
function watchConnection(redis: Redis, role: string, logger: RealtimeLogger): void {
  let wasReady = false;
  redis.on('error', (error: Error) =>
    logger.error({ err: error, role }, 'realtime: Redis connection error'),
  );
  redis.on('reconnecting', () => logger.warn({ role }, 'realtime: reconnecting to Redis'));
  redis.on('ready', () => {
    if (wasReady) logger.info({ role }, 'realtime: reconnected to Redis');
    wasReady = true;
  });
}

async function quit(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
