import type { WebSocket } from 'ws';

/** How long a peer gets to answer our close frame before its socket is destroyed. */
const CLOSE_ANSWER_MS = 1000;

/**
 * Closes with a code the client acts on, and destroys the socket if the peer does not answer the
 * close within a second: a client being refused or shut out must not hold a file descriptor for
 * the 30 s `ws` would otherwise wait.
 */
export function closeSocket(socket: WebSocket, code: number, reason: string): void {
  socket.close(code, reason);
  const timer = setTimeout(() => socket.terminate(), CLOSE_ANSWER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
