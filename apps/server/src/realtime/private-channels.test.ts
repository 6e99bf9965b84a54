import { describe, expect, it } from 'vitest';
import { TEST_APPS, useTestHub } from './test-support';

const { start, server, open, flush } = useTestHub();

describe('private channels', () => {
  it('a subscription without auth is refused with pusher:subscription_error 401 and gets no events', async () => {
    await start();
    const client = await open(TEST_APPS.general.key);
    const answer = await client.subscribe('private-user.1');
    expect(answer).toMatchObject({
      event: 'pusher:subscription_error',
      channel: 'private-user.1',
      data: { status: 401 },
    });
    await server().hub.publish('general', 'private-user.1', 'bid.outbid', { auction_id: 1 });
    await flush(client, 'general');
    expect(client.frames.some((f) => f.event === 'bid.outbid')).toBe(false);
  });

  it('auth signed for another socket id is refused', async () => {
    await start();
    const [victim, attacker] = [
      await open(TEST_APPS.general.key),
      await open(TEST_APPS.general.key),
    ];
    const stolen = server().hub.authorizeChannel('general', victim.socketId, 'private-user.1');
    expect((await attacker.subscribe('private-user.1', stolen.auth)).event).toBe(
      'pusher:subscription_error',
    );
  });

  it('auth signed for another channel is refused', async () => {
    await start();
    const client = await open(TEST_APPS.general.key);
    const own = server().hub.authorizeChannel('general', client.socketId, 'private-user.1');
    expect((await client.subscribe('private-user.2', own.auth)).event).toBe(
      'pusher:subscription_error',
    );
  });

  it("auth signed with the other app's secret is refused", async () => {
    await start();
    const client = await open(TEST_APPS.general.key);
    const wrongApp = server().hub.authorizeChannel('auction', client.socketId, 'private-user.1');
    expect((await client.subscribe('private-user.1', wrongApp.auth)).event).toBe(
      'pusher:subscription_error',
    );
  });

  it('with the right auth the subscription succeeds and private events arrive', async () => {
    await start();
    const client = await open(TEST_APPS.general.key);
    const { auth } = server().hub.authorizeChannel('general', client.socketId, 'private-user.1');
    expect((await client.subscribe('private-user.1', auth)).event).toBe(
      'pusher_internal:subscription_succeeded',
    );
    await server().hub.publish('general', 'private-user.1', 'bid.outbid', {
      auction_id: 1,
      amount: 5200,
    });
    expect((await client.waitFor('bid.outbid')).data).toEqual({ auction_id: 1, amount: 5200 });
  });

  it('presence and encrypted channels are refused as not supported', async () => {
    await start();
    const client = await open(TEST_APPS.general.key);
    for (const channel of ['presence-room.1', 'private-encrypted-user.1']) {
      const { auth } = server().hub.authorizeChannel('general', client.socketId, channel);
      const answer = await client.subscribe(channel, auth);
      expect(answer).toMatchObject({ event: 'pusher:subscription_error', data: { status: 400 } });
      expect((answer.data as { error: string }).error).toMatch(/not supported/);
    }
  });

  it('authorizeChannel refuses a socket id that is not digits.digits, so it cannot sign a forged string', async () => {
    await start();
    expect(() =>
      server().hub.authorizeChannel('general', '1.1:private-user.2', 'private-user.1'),
    ).toThrow(/socket id/);
    expect(() => server().hub.authorizeChannel('general', '1.1', 'private user')).toThrow(
      /channel/,
    );
  });
});
