import type { RealtimeApp, RuntimeConfig } from '@autobid/contract';
import type Pusher from 'pusher-js';

type Handler = (data: unknown) => void;

interface Subscription {
  app: RealtimeApp;
  channel: string;
  event: string;
  handler: Handler;
  /** The handler as bound to the channel: drops a private notice this subscription already had. */
  bound: Handler;
  /** Called each time the server confirms the channel, the first time and after every drop. */
  onSubscribed: (() => void) | undefined;
}

export type RealtimeStatus = 'offline' | 'connecting' | 'connected' | 'unavailable';

const subscriptions = new Set<Subscription>();
const statusListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
const privateSubscribedListeners = new Set<() => void>();
let clients: Partial<Record<RealtimeApp, Pusher>> = {};
/** The newest private notice id this page has had, live or caught up (docs/notifications.md). */
let lastNoticeId = 0;
/** How many notice ids each subscription remembers to drop a duplicate. */
const REMEMBERED_NOTICES = 500;
let status: RealtimeStatus = 'offline';
let hasConnectedBefore = false;
/** Bumped by every disconnect, so a connect whose client code arrives after it is dropped. */
let connection = 0;

function setStatus(next: RealtimeStatus): void {
  if (next === status) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

/** `notice_id` of a private notice's payload, or null for any other event. */
export function noticeIdOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('notice_id' in data)) return null;
  const id = data.notice_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Wraps a handler so that it sees each private notice once: notices are delivered at least once
 * (a retry after a Redis failure, the catch-up after a reconnect), so the same `notice_id` may
 * come again and is dropped. Events without one (public updates) always pass.
 */
export function oncePerNotice(handler: Handler, remembered = REMEMBERED_NOTICES): Handler {
  const seen = new Set<number>();
  return (data) => {
    const id = noticeIdOf(data);
    if (id !== null) {
      if (seen.has(id)) return;
      seen.add(id);
      // Sets keep insertion order: the oldest id is forgotten first.
      if (seen.size > remembered) seen.delete(seen.values().next().value!);
      if (id > lastNoticeId) lastNoticeId = id;
    }
    handler(data);
  };
}

function attach(client: Pusher, sub: Subscription): void {
  const existing = client.channel(sub.channel);
  const channel = existing ?? client.subscribe(sub.channel);
  if (!existing) {
    // Fires on every (re)subscription. Events sent before it never reach this page, so what they
    // changed is read again: a private channel's notices from the list, a page's auction by its
    // own `onSubscribed`.
    channel.bind('pusher:subscription_succeeded', () => {
      if (sub.channel.startsWith('private-'))
        privateSubscribedListeners.forEach((listener) => listener());
      for (const other of [...subscriptions])
        if (other.app === sub.app && other.channel === sub.channel) other.onSubscribed?.();
    });
  }
  channel.bind(sub.event, sub.bound);
}

function detach(client: Pusher, sub: Subscription): void {
  client.channel(sub.channel)?.unbind(sub.event, sub.bound);
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

/**
 * Listens to one event on one channel; returns the unsubscribe function. `onSubscribed` runs each
 * time the server confirms the channel: whatever changed before that was never sent to this page,
 * so a page that read its data before subscribing reads it again there.
 */
export function subscribeRealtime(
  app: RealtimeApp,
  channel: string,
  event: string,
  handler: Handler,
  options: { onSubscribed?: () => void } = {},
): () => void {
  const sub: Subscription = {
    app,
    channel,
    event,
    handler,
    bound: oncePerNotice(handler),
    onSubscribed: options.onSubscribed,
  };
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

/**
 * Hands a private notice read from the notifications list to the handlers of its event on the
 * private channels, as if it had come live; one a handler already had is dropped.
 */
export function replayNotice(event: string, data: unknown): void {
  for (const sub of [...subscriptions]) {
    if (sub.app === 'general' && sub.channel.startsWith('private-') && sub.event === event)
      sub.bound(data);
  }
}

/** Called each time a private channel is subscribed (again): the moment to catch up on notices. */
export function onPrivateSubscribed(listener: () => void): () => void {
  privateSubscribedListeners.add(listener);
  return () => privateSubscribedListeners.delete(listener);
}

/** The newest private notice id this page has had; 0 before any. */
export function getLastNoticeId(): number {
  return lastNoticeId;
}

/**
 * Sets where the catch-up starts from (a stored id after a reload, or the list's newest); `reset`
 * starts over, for another user signing in on the same page.
 */
export function setLastNoticeId(id: number, reset = false): void {
  if (reset || id > lastNoticeId) lastNoticeId = id;
}
