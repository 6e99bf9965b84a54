import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * A text message framed as a server sends it over a WebSocket (RFC 6455 §5.2): FIN, opcode 1, no
 * mask, the payload's length in 7, 16 or 64 bits, then the payload. An event goes to thousands of
 * sockets with the same bytes; framed once, each socket writes one buffer, where `ws` would build
 * a header, two option objects and a two-part write for every socket.
 */
export function textFrameOnWire(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/**
 * The TCP socket under an open `ws` WebSocket, to write frames made by {@link textFrameOnWire};
 * undefined where `ws` keeps it elsewhere, and the caller sends through `ws` instead. Writing
 * beside `ws` keeps the frames in order because its sender writes synchronously: the hub turns
 * compression off (`perMessageDeflate: false`) and never sends a Blob, the two cases in which
 * `ws` queues a frame.
 */
export function rawSocketOf(socket: WebSocket): Duplex | undefined {
  const raw = (socket as unknown as { _socket?: unknown })._socket;
  return raw && typeof (raw as Duplex).write === 'function' ? (raw as Duplex) : undefined;
}
