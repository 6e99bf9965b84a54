import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { rawSocketOf, textFrameOnWire } from './wire-frame';

/** A server and a client connected over loopback; the server's side of the socket is returned. */
async function connectedPair() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await once(server, 'listening');
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const [accepted] = (await once(server, 'connection')) as [WebSocket];
  await once(client, 'open');
  const received: string[] = [];
  client.on('message', (data, isBinary) => {
    expect(isBinary).toBe(false);
    // One frame, no compression: ws hands each message over as one Buffer.
    received.push(Buffer.isBuffer(data) ? data.toString() : `not one buffer: ${typeof data}`);
  });
  return {
    accepted,
    client,
    received,
    async close() {
      client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a text message framed once for every socket', () => {
  it('reaches a ws client whole at each length class (7, 16 and 64-bit), in order with frames ws wrote itself', async () => {
    const pair = await connectedPair();
    try {
      const raw = rawSocketOf(pair.accepted);
      expect(raw).toBeDefined();
      // The lengths at which the header changes: 125 | 126, 65,535 | 65,536; and an empty message.
      const lengths = [0, 1, 125, 126, 127, 65_535, 65_536, 200_000];
      const payloads = lengths.map((n, i) => `${i}:`.padEnd(Math.max(n, 2), 'x').slice(0, n));
      const sent: string[] = [];
      for (const [i, payload] of payloads.entries()) {
        raw!.write(textFrameOnWire(Buffer.from(payload)));
        sent.push(payload);
        // ws's own frames between ours must stay in their place.
        const own = `own ${i}`;
        pair.accepted.send(own);
        sent.push(own);
      }
      await expect.poll(() => pair.received.length, { timeout: 5_000 }).toBe(sent.length);
      expect(pair.received).toEqual(sent);
    } finally {
      await pair.close();
    }
  });

  it('puts FIN and the text opcode in the first byte and no mask bit in the second', () => {
    const frame = textFrameOnWire(Buffer.from('{"event":"x"}'));
    expect(frame[0]).toBe(0x81);
    expect(frame[1]).toBe(13);
    expect(frame.subarray(2).toString()).toBe('{"event":"x"}');
    const long = textFrameOnWire(Buffer.alloc(70_000, 0x61));
    expect(long[1]).toBe(127);
    expect(long.readBigUInt64BE(2)).toBe(70_000n);
    expect(long.length).toBe(10 + 70_000);
  });
});
