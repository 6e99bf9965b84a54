import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_APPS, type RealtimeApp } from '@autobid/contract';
import { WebSocketServer, type WebSocket } from 'ws';
import { createLocalBus, type RealtimeBus, type RealtimeLogger } from './bus';
import { ChannelRegistry } from './channel-registry';
import { createClientAddressOf } from './client-address';
import type { Connection, MessageRate } from './connection';
import { startHeartbeat } from './heartbeat';
import { PUSHER_CODES, encodeFrame, isValidChannelName } from './protocol';
import { createRedisBus } from './redis-bus';
import { SendBudget } from './send-budget';
import { signChannel, type RealtimeAppCredentials } from './signature';
import { acceptSocket, isSupportedProtocol, parseAppPath, rejectSocket } from './upgrade';

export type { RealtimeAppCredentials } from './signature';
export type { RealtimeLogger } from './bus';

export interface RealtimeHubOptions {
  apps: Record<RealtimeApp, RealtimeAppCredentials>;
  /** When set, publishes go through Redis pub/sub so that every node's sockets get them. */
  redisUrl?: string;
  logger?: RealtimeLogger;
  /** Sent in pusher:connection_established; the server pings a socket silent this long. Default 120. */
  activityTimeoutSeconds?: number;
  /** This node's id in its Redis messages (letters, digits, `.:_-`); random by default. */
  nodeId?: string;
  /** Prefix of the Redis pub/sub channels; nodes that should share events must share it. */
  redisPrefix?: string;
  /** Open sockets this node accepts; beyond, 4100 "over capacity". Default 18,000 (docs/realtime.md). */
  maxConnections?: number;
  /** Open sockets per client address; beyond, 4100. No cap by default; the server passes 500. */
  maxConnectionsPerAddress?: number;
  /** Proxies whose X-Forwarded-For is believed, as TRUST_PROXY; none by default. */
  trustProxy?: readonly string[];
  /** Messages a socket may send: per second sustained (default 10) and at once (default 250). */
  messageRate?: Partial<MessageRate>;
  /** Bytes buffered for slow readers across all sockets before the biggest are dropped. Default 512 MB. */
  sendBufferBudgetBytes?: number;
}

/** What the node is carrying now, for the benchmarks and metrics. Counters run since the hub started. */
export interface RealtimeStats {
  nodeId: string;
  connections: number;
  /** Distinct client addresses with an open socket. */
  addresses: number;
  /** Channels with at least one subscriber on this node, per app. */
  channels: Record<RealtimeApp, number>;
  /** Bytes written to sockets and not yet taken by the kernel, summed now over every socket. */
  bufferedBytes: number;
  sendBufferBudgetBytes: number;
  /** Sockets refused with 4100, by the cap they hit. */
  refused: { maxConnections: number; maxConnectionsPerAddress: number };
  /** Sockets this node closed, by reason. */
  dropped: { slowConsumer: number; sendBufferBudget: number; flooding: number };
  /** Client messages ignored with pusher:error 4301. */
  rateLimitedMessages: number;
  /** Events published by this node, and event frames written to this node's sockets (from any node). */
  events: { published: number; delivered: number };
}

/**
 * Function-typed properties rather than methods: none uses `this`, so `hub.publish` may be
 * handed on unbound (the app's event publisher does exactly that).
 */
export interface RealtimeHub {
  /**
   * Takes the socket of any `/app/{key}` upgrade and returns true; a key of no app is answered
   * per protocol (pusher:error 4001, then close). Returns false, leaving the socket alone, for any
   * other path.
   */
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
  /**
   * Delivers to this node's sockets at once, then resolves once Redis has the event for the
   * other nodes (at once when there is no Redis); rejects when Redis fails, after the local delivery.
   */
  publish: (app: RealtimeApp, channel: string, event: string, data: unknown) => Promise<void>;
  /** The auth a client sends to subscribe to a private channel: `key:hex(hmac)`. */
  authorizeChannel: (app: RealtimeApp, socketId: string, channelName: string) => { auth: string };
  connectionCount: () => number;
  stats: () => RealtimeStats;
  /** Closes every socket (code 4200, so clients reconnect to another node) and the Redis connections. */
  close: () => Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024;
const PONG_TIMEOUT_SECONDS = 30;
const CLOSE_GRACE_MS = 1000;
const SOCKET_ID = /^\d+\.\d+$/;
/**
 * Below the 20,000 open files a process may hold on our reference machine (`ulimit -n`), leaving
 * 2,000 for the HTTP API (bidders must still reach it at a busy close), the database pool, Redis
 * and sockets being refused: past the file limit accept() fails for HTTP and WebSocket alike.
 */
export const DEFAULT_MAX_CONNECTIONS = 18_000;
export const DEFAULT_MESSAGE_RATE: MessageRate = {
  perSecond: 10,
  // pusher-js (re)subscribes every channel at once on connect: up to 100 per socket, and a list
  // that changes wholesale unsubscribes and subscribes up to 100 each.
  burst: 250,
};
export const DEFAULT_SEND_BUFFER_BUDGET_BYTES = 512 * 1024 * 1024;
/** How often the send budget is counted exactly while nothing is published. */
const BUDGET_SWEEP_MS = 1000;

const silentLogger: RealtimeLogger = { info() {}, warn() {}, error() {} };

/** The realtime endpoint: the Pusher Channels protocol v7, for pusher-js clients. */
export async function createRealtimeHub(options: RealtimeHubOptions): Promise<RealtimeHub> {
  const logger = options.logger ?? silentLogger;
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120;
  const appsByKey = indexAppsByKey(options.apps);
  const registries = Object.fromEntries(
    REALTIME_APPS.map((app) => [app, new ChannelRegistry<Connection>()]),
  ) as Record<RealtimeApp, ChannelRegistry<Connection>>;
  const connections = new Set<Connection>();
  const nodeId = options.nodeId ?? randomUUID();
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  const maxConnectionsPerAddress = options.maxConnectionsPerAddress ?? Infinity;
  const clientAddressOf = createClientAddressOf(options.trustProxy);
  const connectionsByAddress = new Map<string, number>();
  const messageRate: MessageRate = { ...DEFAULT_MESSAGE_RATE, ...options.messageRate };
  const sendBudget = new SendBudget(
    options.sendBufferBudgetBytes ?? DEFAULT_SEND_BUFFER_BUDGET_BYTES,
  );
  const counters = {
    refused: { maxConnections: 0, maxConnectionsPerAddress: 0 },
    dropped: { slowConsumer: 0, sendBufferBudget: 0, flooding: 0 },
    rateLimitedMessages: 0,
    events: { published: 0, delivered: 0 },
  };
  // The compression would run once per socket per event, which is exactly what fan-out cannot afford.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  let isClosed = false;

  const enforceBudget = (): void => {
    const dropped = sendBudget.enforce(connections);
    if (dropped.length === 0) return;
    counters.dropped.sendBufferBudget += dropped.length;
    logger.warn(
      { dropped: dropped.length, budgetBytes: sendBudget.limitBytes },
      'realtime: dropped the slowest sockets to keep the send buffers within budget',
    );
  };
  const deliver = (app: RealtimeApp, channel: string, frame: Buffer): void => {
    counters.events.delivered += registries[app].subscriberCount(channel);
    registries[app].broadcast(channel, frame);
    // Once per broadcast, not per socket; the exact count runs only when the estimate is over.
    if (sendBudget.isOverEstimate()) enforceBudget();
  };
  const bus: RealtimeBus = options.redisUrl
    ? await createRedisBus({
        url: options.redisUrl,
        nodeId,
        deliver,
        logger,
        ...(options.redisPrefix ? { prefix: options.redisPrefix } : {}),
      })
    : createLocalBus();
  const budgetSweep = setInterval(enforceBudget, BUDGET_SWEEP_MS);
  budgetSweep.unref();

  const stopHeartbeat = startHeartbeat({
    connections: () => connections,
    activityTimeoutMs: activityTimeoutSeconds * 1000,
    pongTimeoutMs: Math.min(PONG_TIMEOUT_SECONDS, activityTimeoutSeconds) * 1000,
  });

  const openConnection = (socket: WebSocket, app: RealtimeApp, address: string): void => {
    const connection = acceptSocket(socket, {
      app,
      credentials: options.apps[app],
      registry: registries[app],
      activityTimeoutSeconds,
      sendBudget,
      messageRate,
      onSlowConsumer: (slow) => {
        counters.dropped.slowConsumer += 1;
        logger.warn(
          { socketId: slow.socketId },
          'realtime: dropped a socket that reads too slowly',
        );
      },
      onRateLimited: () => {
        counters.rateLimitedMessages += 1;
      },
      onFlood: (flooding) => {
        counters.dropped.flooding += 1;
        logger.warn(
          { socketId: flooding.socketId, address },
          'realtime: closed a socket that kept sending past its message rate',
        );
      },
    });
    connections.add(connection);
    connectionsByAddress.set(address, (connectionsByAddress.get(address) ?? 0) + 1);
    socket.on('close', () => {
      connections.delete(connection);
      const left = (connectionsByAddress.get(address) ?? 1) - 1;
      if (left > 0) connectionsByAddress.set(address, left);
      else connectionsByAddress.delete(address);
      connection.release();
    });
  };

  /** A socket past the WebSocket handshake: refused per protocol, or a new connection. */
  const admit = (ws: WebSocket, key: string, url: string | undefined, address: string): void => {
    const app = appsByKey.get(key);
    if (isClosed) return rejectSocket(ws, PUSHER_CODES.reconnect, 'Server shutting down');
    if (!app) {
      return rejectSocket(
        ws,
        PUSHER_CODES.appNotFound,
        `App key ${key.slice(0, 64)} does not exist`,
      );
    }
    if (!isSupportedProtocol(url)) {
      return rejectSocket(ws, PUSHER_CODES.unsupportedProtocol, 'Unsupported protocol version');
    }
    // Refused after the handshake, per protocol: pusher-js backs off on 4100 and tries again.
    if (connections.size >= maxConnections) {
      counters.refused.maxConnections += 1;
      return rejectSocket(ws, PUSHER_CODES.overCapacity, 'Over capacity');
    }
    if ((connectionsByAddress.get(address) ?? 0) >= maxConnectionsPerAddress) {
      counters.refused.maxConnectionsPerAddress += 1;
      return rejectSocket(ws, PUSHER_CODES.overCapacity, 'Over capacity for this address');
    }
    openConnection(ws, app, address);
  };

  return {
    handleUpgrade(req, socket, head) {
      const key = parseAppPath(req.url);
      if (key === null) return false;
      if (isClosed) {
        socket.end(
          'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        );
        return true;
      }
      const address = clientAddressOf(req);
      wss.handleUpgrade(req, socket, head, (ws) => admit(ws, key, req.url, address));
      return true;
    },

    async publish(app, channel, event, data) {
      if (!isValidChannelName(channel))
        throw new Error(`Invalid realtime channel name: ${channel}`);
      if (!event || event.startsWith('pusher:') || event.startsWith('pusher_internal:')) {
        throw new Error(`Invalid realtime event name: ${event}`);
      }
      // Encoded once here; every node and every socket sends these same bytes. This node's
      // sockets get them at once; the other nodes through the bus.
      const frame = Buffer.from(encodeFrame(event, data, channel));
      counters.events.published += 1;
      deliver(app, channel, frame);
      await bus.publish(app, channel, frame);
    },

    authorizeChannel(app, socketId, channelName) {
      // Signing an arbitrary string would let a caller forge auth for another channel (GHSA-7v7m-pcw5-h3cg).
      if (!SOCKET_ID.test(socketId)) throw new Error('Invalid socket id');
      if (!isValidChannelName(channelName)) throw new Error('Invalid channel name');
      return { auth: signChannel(options.apps[app], socketId, channelName) };
    },

    connectionCount: () => connections.size,

    stats() {
      let bufferedBytes = 0;
      for (const connection of connections) bufferedBytes += connection.socket.bufferedAmount;
      return {
        nodeId,
        connections: connections.size,
        addresses: connectionsByAddress.size,
        channels: Object.fromEntries(
          REALTIME_APPS.map((app) => [app, registries[app].channelCount()]),
        ) as Record<RealtimeApp, number>,
        bufferedBytes,
        sendBufferBudgetBytes: sendBudget.limitBytes,
        refused: { ...counters.refused },
        dropped: { ...counters.dropped },
        rateLimitedMessages: counters.rateLimitedMessages,
        events: { ...counters.events },
      };
    },

    async close() {
      if (isClosed) return;
      isClosed = true;
      stopHeartbeat();
      clearInterval(budgetSweep);
      await closeSockets([...connections].map((c) => c.socket));
      await bus.close();
    },
  };
}

function indexAppsByKey(
  apps: Record<RealtimeApp, RealtimeAppCredentials>,
): Map<string, RealtimeApp> {
  const byKey = new Map<string, RealtimeApp>();
  for (const app of REALTIME_APPS) {
    const { key } = apps[app];
    if (byKey.has(key))
      throw new Error(`Realtime apps ${byKey.get(key)} and ${app} share the key ${key}`);
    byKey.set(key, app);
  }
  return byKey;
}

/** Asks clients to reconnect (to another node) and waits briefly for them to go. */
async function closeSockets(sockets: WebSocket[]): Promise<void> {
  const closed = sockets.map(
    (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
  );
  for (const socket of sockets) socket.close(PUSHER_CODES.reconnect, 'Server shutting down');
  const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
  await Promise.race([Promise.all(closed), grace]);
  for (const socket of sockets) socket.terminate();
}
