import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { quitConnection, watchConnection, type ConnectionLogger } from '../../lib/redis-connection';
import { decodeHeldNews, encodeHeldNews, type HeldNews, type HeldNewsBus } from './held-news';

export interface RedisHeldNewsOptions {
  url: string;
  logger: ConnectionLogger;
  /** Called with every other node's news. */
  hear: (news: HeldNews) => void;
  /** The Redis pub/sub channel; lets several deployments share a Redis. */
  channel?: string;
}

const DEFAULT_CHANNEL = 'autobid:held-news';
/** A node's id and a newline lead every message; its own come back from Redis and are skipped. */
const ID_BYTES = 36;
const NEWLINE = 0x0a;

/**
 * Held news (`held-news.ts`) on one Redis pub/sub channel, as `<nodeId>\n<structured clone>`.
 * Publishing never waits for a connection: while Redis is away news is dropped, and the other
 * nodes read what changed when their next write finds it. The news carries standing max bids'
 * ceilings, so Redis must be as private as the database (docs/scaling.md).
 */
export async function createRedisHeldNews(options: RedisHeldNewsOptions): Promise<HeldNewsBus> {
  const channel = options.channel ?? DEFAULT_CHANNEL;
  const nodeId = randomUUID();
  const header = Buffer.from(`${nodeId}\n`);
  const publisher = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  const subscriber = new Redis(options.url, { lazyConnect: true });
  watchConnection(publisher, 'publisher', options.logger, 'held news');
  watchConnection(subscriber, 'subscriber', options.logger, 'held news');
  /** Publishes failed since the publisher was last ready. */
  let failedPublishes = 0;
  publisher.on('ready', () => {
    failedPublishes = 0;
  });

  subscriber.on('messageBuffer', (from: Buffer, message: Buffer) => {
    if (from.toString() !== channel) return;
    if (message.length <= ID_BYTES + 1 || message[ID_BYTES] !== NEWLINE) return;
    if (message.toString('latin1', 0, ID_BYTES) === nodeId) return;
    const news = decodeHeldNews(message.subarray(ID_BYTES + 1));
    if (!news) {
      options.logger.warn({ channel }, 'held news: ignored a malformed message from Redis');
      return;
    }
    options.hear(news);
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    publish(news) {
      publisher.publish(channel, Buffer.concat([header, encodeHeldNews(news)])).catch(() => {
        // One line per outage, not one per batch: the connection's own log says when it is back.
        if (failedPublishes++ === 0)
          options.logger.warn({ channel }, 'held news: not published while Redis is away');
      });
    },
    async close() {
      await Promise.all([quitConnection(publisher), quitConnection(subscriber)]);
    },
  };
}
