import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import { isValidChannelAuth, signChannel } from './signature';

const credentials = { key: 'auction-key-1234', secret: 'a-secret-of-some-length-42' };

describe('channel signatures', () => {
  it('equal what the official pusher server SDK computes for the same socket and channel', () => {
    const sdk = new Pusher({
      appId: '1',
      key: credentials.key,
      secret: credentials.secret,
      cluster: 'mt1',
    });
    for (const [socketId, channel] of [
      ['123.456', 'private-user.1'],
      ['98765432.1234567', 'private-group.42'],
    ] as const) {
      expect(signChannel(credentials, socketId, channel)).toBe(
        sdk.authorizeChannel(socketId, channel).auth,
      );
    }
  });

  it('accept only the exact auth string for that socket id and channel', () => {
    const auth = signChannel(credentials, '1.2', 'private-user.1');
    expect(isValidChannelAuth(credentials, '1.2', 'private-user.1', auth)).toBe(true);
    expect(isValidChannelAuth(credentials, '1.2', 'private-user.1', undefined)).toBe(false);
    expect(isValidChannelAuth(credentials, '1.2', 'private-user.1', '')).toBe(false);
    expect(isValidChannelAuth(credentials, '1.2', 'private-user.1', `${auth}0`)).toBe(false);
    expect(isValidChannelAuth(credentials, '1.2', 'private-user.1', auth.toUpperCase())).toBe(
      false,
    );
    expect(isValidChannelAuth(credentials, '1.3', 'private-user.1', auth)).toBe(false);
    expect(
      isValidChannelAuth(
        { ...credentials, secret: 'another-secret' },
        '1.2',
        'private-user.1',
        auth,
      ),
    ).toBe(false);
  });
});
