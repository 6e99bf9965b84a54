import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from '../realtime/hub';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/**
 * Serves the realtime endpoint (`/app/{key}`) on the API's own HTTP server and closes the hub
 * before the app's HTTP server stops. Other upgrade requests get a 404: nothing else here speaks WebSocket.
 */
export function registerRealtime(app: FastifyInstance, hub: RealtimeHub): void {
  app.decorate('realtime', hub);
  app.server.on('upgrade', (req, socket, head) => {
    if (hub.handleUpgrade(req, socket, head)) return;
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
      socket.destroy(),
    );
  });
  // preClose, not onClose: Node's server.close() waits for upgraded sockets, so they must go first.
  app.addHook('preClose', async () => {
    await hub.close();
  });
}
