import { REALTIME_APPS, type RealtimeApp } from '@autobid/contract';
import { Redis } from 'ioredis';
import { quitConnection, watchConnection } from '../lib/redis-connection';
import type { DeliverFrame, RealtimeBus, RealtimeLogger } from './bus';
import { isValidChannelName } from './protocol';

export interface RedisBusOptions {
  url: string;
  /** This node's id: its own messages come back from Redis and are skipped. No spaces or newlines. */
  nodeId: string;
  deliver: DeliverFrame;
  logger: RealtimeLogger;
  /** Prefix of the Redis pub/sub channels, one per app; lets several deployments share a Redis. */
  prefix?: string;
}

const DEFAULT_PREFIX = 'autobid:realtime:';
const NEWLINE = 0x0a;
const NODE_ID = /^[\w.:-]{1,64}$/;

/**
 * Publishes each frame on one Redis channel per app, as `<nodeId> <channel>\n<frame>`: the
 * header tells a receiving node whose message it is (its own echo is skipped, having been
 * delivered locally at publish) and which sockets want it, without parsing the frame, which is
 * forwarded byte for byte. One publisher connection keeps this node's publishes in order.
 * Pub/sub is at most once: during a Redis outage events between nodes are lost, and clients
 * resynchronise from `updated_at` when they reconnect.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<RealtimeBus> {
  if (!NODE_ID.test(options.nodeId)) throw new Error(`Invalid realtime node id: ${options.nodeId}`);
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const appsByRedisChannel = new Map<string, RealtimeApp>(
    REALTIME_APPS.map((app) => [`${prefix}${app}`, app]),
  );
  // A publish waiting on a reconnect should fail after a few tries, not hold the caller for a minute.
  const publisher = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.url, { lazyConnect: true });
  watchConnection(publisher, 'publisher', options.logger, 'realtime');
  watchConnection(subscriber, 'subscriber', options.logger, 'realtime');

  subscriber.on('messageBuffer', (redisChannel: Buffer, message: Buffer) => {
    const app = appsByRedisChannel.get(redisChannel.toString());
    const parsed = app ? readMessage(message) : null;
    if (!app || !parsed) {
      options.logger.warn(
        { redisChannel: redisChannel.toString().slice(0, 100) },
        'realtime: ignored a malformed message from Redis',
      );
      return;
    }
    if (parsed.nodeId === options.nodeId) return;
    options.deliver(app, parsed.channel, parsed.frame);
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
    async publish(app, channel, frame) {
      const header = Buffer.from(`${options.nodeId} ${channel}\n`);
      await publisher.publish(`${prefix}${app}`, Buffer.concat([header, frame]));
    },
    async close() {
      await Promise.all([quitConnection(publisher), quitConnection(subscriber)]);
    },
  };
}

/** Splits `<nodeId> <channel>\n<frame>`; null for anything else (a foreign publisher, an old node). */
export function readMessage(
  message: Buffer,
): { nodeId: string; channel: string; frame: Buffer } | null {
  const end = message.indexOf(NEWLINE);
  if (end <= 0 || end > 300 || end === message.length - 1) return null;
  const header = message.toString('utf8', 0, end);
  const space = header.indexOf(' ');
  if (space <= 0) return null;
  const nodeId = header.slice(0, space);
  const channel = header.slice(space + 1);
  if (!NODE_ID.test(nodeId) || !isValidChannelName(channel)) return null;
  return { nodeId, channel, frame: message.subarray(end + 1) };
}
