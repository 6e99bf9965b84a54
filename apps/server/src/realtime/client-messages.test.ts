import { describe, expect, it } from 'vitest';
import { RawClient, TEST_APPS, useTestHub, waitUntil } from './test-support';

const { start, server, open, flush } = useTestHub();

describe('messages from clients', () => {
  it('pusher:ping is answered with pusher:pong', async () => {
    await start();
    const client = await open();
    client.send({ event: 'pusher:ping', data: {} });
    expect(await client.waitFor('pusher:pong')).toMatchObject({ rawData: '{}' });
  });

  it('malformed JSON gets pusher:error and the connection keeps working', async () => {
    await start();
    const client = await open();
    client.send('{"event": "pusher:subscribe", data');
    client.send('[1,2,3]');
    client.send('{"event":"pusher:subscribe","data":{"chan":"x"}}');
    await client.waitFor(
      (f) =>
        f.event === 'pusher:error' &&
        client.frames.filter((g) => g.event === 'pusher:error').length === 3,
    );
    expect(client.frames.filter((f) => f.event === 'pusher:error').map((f) => f.data)).toEqual([
      expect.objectContaining({ code: 4300 }),
      expect.objectContaining({ code: 4300 }),
      expect.objectContaining({ code: 4300 }),
    ]);
    await flush(client);
  });

  it('a client event is rejected with pusher:error and not relayed to other subscribers', async () => {
    await start();
    const [sender, listener] = [await open(), await open()];
    await sender.subscribe('auction.1');
    await listener.subscribe('auction.1');
    sender.send({ event: 'client-typing', channel: 'auction.1', data: {} });
    expect((await sender.waitFor('pusher:error')).data).toMatchObject({
      message: expect.stringMatching(/client events/i),
    });
    await flush(listener);
    expect(listener.frames.some((f) => f.event === 'client-typing')).toBe(false);
  });

  it('a message over 10 KB closes that socket with 1009 and the hub keeps serving others', async () => {
    await start();
    const [big, other] = [await open(), await open()];
    big.send({ event: 'pusher:ping', data: { pad: 'x'.repeat(11 * 1024) } });
    expect((await big.closed).code).toBe(1009);
    await waitUntil(() => server().hub.connectionCount() === 1);
    await flush(other);
  });

  it('a socket that stops answering pings is closed after the activity and pong timeouts', async () => {
    await start({ activityTimeoutSeconds: 1 });
    // autoPong off: the peer is there at TCP level but dead at WebSocket level, like a frozen tab.
    const dead = await RawClient.open(server().url(TEST_APPS.auction.key), { autoPong: false });
    const alive = await open();
    const { code } = await dead.closed;
    expect(code).toBe(1006);
    // A full further ping cycle: a live socket that answers must survive it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
    expect(server().hub.connectionCount()).toBe(1);
  });
});
