import type { RealtimeApp, RuntimeConfig } from '@autobid/contract';
import type Pusher from 'pusher-js';

type Handler = (data: unknown) => void;

interface Subscription {
  app: RealtimeApp;
  channel: string;
  event: string;
  handler: Handler;
}

export type RealtimeStatus = 'offline' | 'connecting' | 'connected' | 'unavailable';

const subscriptions = new Set<Subscription>();
const statusListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
let clients: Partial<Record<RealtimeApp, Pusher>> = {};
let status: RealtimeStatus = 'offline';
let hasConnectedBefore = false;
/** Bumped by every disconnect, so a connect whose client code arrives after it is dropped. */
let connection = 0;

function setStatus(next: RealtimeStatus): void {
  if (next === status) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

function attach(client: Pusher, sub: Subscription): void {
  const channel = client.channel(sub.channel) ?? client.subscribe(sub.channel);
  channel.bind(sub.event, sub.handler);
}

function detach(client: Pusher, sub: Subscription): void {
  client.channel(sub.channel)?.unbind(sub.event, sub.handler);
  const stillUsed = [...subscriptions].some(
    (other) => other.app === sub.app && other.channel === sub.channel,
  );
  if (!stillUsed) client.unsubscribe(sub.channel);
}

type PusherClass = typeof Pusher;

function createClient(
  PusherClient: PusherClass,
  app: RealtimeApp,
  config: RuntimeConfig,
  token: string,
): Pusher {
  const { realtime } = config;
  const secure = realtime.force_tls || window.location.protocol === 'https:';
  const port = realtime.port ?? (Number(window.location.port) || (secure ? 443 : 80));
  return new PusherClient(realtime.apps[app].key, {
    cluster: realtime.cluster,
    wsHost: realtime.host ?? window.location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: secure ? ['wss'] : ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: realtime.auth_endpoint || `${config.api.general}/v2/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
}

/**
 * Opens the two connections of the spec: `auction` (public auction channels) and `general`
 * (private user channel). Subscriptions made earlier are attached now, so pages may subscribe
 * before the session connects. The client library loads on the first connect, not with the
 * sign-in page.
 */
export function connectRealtime(config: RuntimeConfig, token: string): void {
  disconnectRealtime();
  setStatus('connecting');
  const attempt = connection;
  import('pusher-js').then(
    ({ default: PusherClient }) => {
      if (attempt === connection) openClients(PusherClient, config, token);
    },
    () => {
      if (attempt === connection) setStatus('unavailable');
    },
  );
}

function openClients(PusherClient: PusherClass, config: RuntimeConfig, token: string): void {
  hasConnectedBefore = false;
  clients = {
    auction: createClient(PusherClient, 'auction', config, token),
    general: createClient(PusherClient, 'general', config, token),
  };
  // Only the auction connection drives the status: it carries every price a dealer watches.
  clients.auction?.connection.bind('state_change', ({ current }: { current: string }) => {
    if (current === 'connected') {
      setStatus('connected');
      // Events sent while the socket was down are lost; pages re-read their auctions.
      if (hasConnectedBefore) reconnectListeners.forEach((listener) => listener());
      hasConnectedBefore = true;
    } else if (current === 'connecting' || current === 'initialized') {
      setStatus('connecting');
    } else {
      setStatus('unavailable');
    }
  });
  for (const sub of subscriptions) {
    const client = clients[sub.app];
    if (client) attach(client, sub);
  }
}

/** Closes both connections (logout, rejected session); subscriptions stay registered for the next session. */
export function disconnectRealtime(): void {
  connection += 1;
  Object.values(clients).forEach((client) => client.disconnect());
  clients = {};
  setStatus('offline');
}

/** Listens to one event on one channel; returns the unsubscribe function. */
export function subscribeRealtime(
  app: RealtimeApp,
  channel: string,
  event: string,
  handler: Handler,
): () => void {
  const sub: Subscription = { app, channel, event, handler };
  subscriptions.add(sub);
  const client = clients[app];
  if (client) attach(client, sub);
  return () => {
    subscriptions.delete(sub);
    const current = clients[app];
    if (current) detach(current, sub);
  };
}

/** Called each time the auction connection comes back after a drop. */
export function onRealtimeReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function subscribeRealtimeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function getRealtimeStatus(): RealtimeStatus {
  return status;
}
