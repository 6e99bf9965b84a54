import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_APPS, type RealtimeApp } from '@autobid/contract';
import { WebSocketServer, type WebSocket } from 'ws';
import { createLocalBus, type RealtimeBus, type RealtimeLogger } from './bus';
import { ChannelRegistry } from './channel-registry';
import type { Connection } from './connection';
import { startHeartbeat } from './heartbeat';
import { PUSHER_CODES, encodeFrame, isValidChannelName } from './protocol';
import { createRedisBus } from './redis-bus';
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
  /** Resolves once the event is handed to Redis, or delivered when there is no Redis. */
  publish: (app: RealtimeApp, channel: string, event: string, data: unknown) => Promise<void>;
  /** The auth a client sends to subscribe to a private channel: `key:hex(hmac)`. */
  authorizeChannel: (app: RealtimeApp, socketId: string, channelName: string) => { auth: string };
  connectionCount: () => number;
  /** Closes every socket (code 4200, so clients reconnect to another node) and the Redis connections. */
  close: () => Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024;
const PONG_TIMEOUT_SECONDS = 30;
const CLOSE_GRACE_MS = 1000;
const SOCKET_ID = /^\d+\.\d+$/;

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
  // The compression would run once per socket per event, which is exactly what fan-out cannot afford.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  let isClosed = false;

  const deliver = (app: RealtimeApp, channel: string, frame: string): void => {
    registries[app].broadcast(channel, Buffer.from(frame));
  };
  const bus: RealtimeBus = options.redisUrl
    ? await createRedisBus({ url: options.redisUrl, deliver, logger })
    : createLocalBus(deliver);

  const stopHeartbeat = startHeartbeat({
    connections: () => connections,
    activityTimeoutMs: activityTimeoutSeconds * 1000,
    pongTimeoutMs: Math.min(PONG_TIMEOUT_SECONDS, activityTimeoutSeconds) * 1000,
  });

  const openConnection = (socket: WebSocket, app: RealtimeApp): void => {
    const connection = acceptSocket(socket, {
      app,
      credentials: options.apps[app],
      registry: registries[app],
      activityTimeoutSeconds,
      onSlowConsumer: (slow) =>
        logger.warn(
          { socketId: slow.socketId },
          'realtime: dropped a socket that reads too slowly',
        ),
    });
    connections.add(connection);
    socket.on('close', () => {
      connections.delete(connection);
      connection.release();
    });
  };

  /** A socket past the WebSocket handshake: refused per protocol, or a new connection. */
  const admit = (ws: WebSocket, key: string, url: string | undefined): void => {
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
    openConnection(ws, app);
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
      wss.handleUpgrade(req, socket, head, (ws) => admit(ws, key, req.url));
      return true;
    },

    async publish(app, channel, event, data) {
      if (!isValidChannelName(channel))
        throw new Error(`Invalid realtime channel name: ${channel}`);
      if (!event || event.startsWith('pusher:') || event.startsWith('pusher_internal:')) {
        throw new Error(`Invalid realtime event name: ${event}`);
      }
      // Encoded once here; every node and every socket sends these same bytes.
      await bus.publish(app, channel, encodeFrame(event, data, channel));
    },

    authorizeChannel(app, socketId, channelName) {
      // Signing an arbitrary string would let a caller forge auth for another channel (GHSA-7v7m-pcw5-h3cg).
      if (!SOCKET_ID.test(socketId)) throw new Error('Invalid socket id');
      if (!isValidChannelName(channelName)) throw new Error('Invalid channel name');
      return { auth: signChannel(options.apps[app], socketId, channelName) };
    },

    connectionCount: () => connections.size,

    async close() {
      if (isClosed) return;
      isClosed = true;
      stopHeartbeat();
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
