import type { RawData, WebSocket } from 'ws';
import { closeSocket } from './close-socket';
import { Connection, type ConnectionContext } from './connection';
import {
  SUPPORTED_PROTOCOLS,
  connectionEstablishedFrame,
  createSocketId,
  errorFrame,
} from './protocol';

const APP_PATH = /^\/app\/([^/?#]+)$/;

/** The app key of a `/app/{key}?protocol=7...` URL, or null for any other path. */
export function parseAppPath(url: string | undefined): string | null {
  if (!url) return null;
  const path = url.split('?', 1)[0] ?? '';
  const match = APP_PATH.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** Only version 7, which pusher-js has spoken since v4: we implement nothing older (else 4007). */
export function isSupportedProtocol(url: string | undefined): boolean {
  const version = Number(new URL(url ?? '/', 'http://localhost').searchParams.get('protocol'));
  return (SUPPORTED_PROTOCOLS as readonly number[]).includes(version);
}

/** Refuses per protocol: pusher:error with the code, then a close with the same code. */
export function rejectSocket(socket: WebSocket, code: number, message: string): void {
  socket.on('error', () => {});
  socket.send(errorFrame(code, message));
  closeSocket(socket, code, message);
}

/** Greets a new socket with its id and wires its messages to a {@link Connection}. */
export function acceptSocket(
  socket: WebSocket,
  context: ConnectionContext & { activityTimeoutSeconds: number },
): Connection {
  const connection = new Connection(socket, createSocketId(), context);
  // ws emits 'error' for a bad frame or an oversized message and then closes; unhandled it would crash.
  socket.on('error', () => {});
  // Binary frames are read as text too: pusher-js never sends them, and the parser rejects junk.
  socket.on('message', (data) => connection.handleMessage(decodeText(data)));
  socket.on('pong', () => connection.markAlive());
  connection.sendFrame(
    connectionEstablishedFrame(connection.socketId, context.activityTimeoutSeconds),
  );
  return connection;
}

/** The default binaryType gives a Buffer; the other shapes are handled for completeness. */
function decodeText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}
