import type { Connection } from './connection';

export interface HeartbeatOptions {
  connections: () => Iterable<Connection>;
  activityTimeoutMs: number;
  pongTimeoutMs: number;
}

/**
 * Finds sockets whose peer vanished without a close (laptop lid, lost network), which would
 * otherwise stay subscribed forever. A socket silent for the activity timeout gets a WebSocket
 * ping frame, which browsers and pusher-js answer on their own; no pong within the pong timeout
 * and it is dropped. One timer for all sockets keeps this cheap at thousands of connections.
 * Returns a function that stops the timer.
 */
export function startHeartbeat(options: HeartbeatOptions): () => void {
  const tickMs = Math.max(
    100,
    Math.min(1000, Math.min(options.activityTimeoutMs, options.pongTimeoutMs) / 4),
  );
  const timer = setInterval(() => {
    const now = Date.now();
    for (const connection of options.connections()) checkConnection(connection, now, options);
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

function checkConnection(connection: Connection, now: number, options: HeartbeatOptions): void {
  if (connection.pingSentAt !== null) {
    if (now - connection.pingSentAt >= options.pongTimeoutMs) connection.socket.terminate();
    return;
  }
  if (now - connection.lastSeenAt >= options.activityTimeoutMs) {
    connection.pingSentAt = now;
    connection.socket.ping();
  }
}
