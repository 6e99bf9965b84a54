import { describe, expect, it } from 'vitest';
import {
  classifyChannel,
  createSocketId,
  encodeFrame,
  isValidChannelName,
  parseClientMessage,
} from './protocol';

describe('parsing client messages', () => {
  it('reads subscribe with data as an object (pusher-js) or as a JSON string (older clients)', () => {
    const expected = { kind: 'subscribe', channel: 'private-user.1', auth: 'k:abc' };
    expect(
      parseClientMessage(
        '{"event":"pusher:subscribe","data":{"channel":"private-user.1","auth":"k:abc"}}',
      ),
    ).toEqual(expected);
    expect(
      parseClientMessage(
        JSON.stringify({
          event: 'pusher:subscribe',
          data: JSON.stringify({ channel: 'private-user.1', auth: 'k:abc' }),
        }),
      ),
    ).toEqual(expected);
  });

  it('turns anything unreadable into invalid instead of throwing', () => {
    for (const raw of [
      '',
      'null',
      '"x"',
      '[]',
      '{"event":1}',
      '{"event":"pusher:subscribe","data":"{"}',
      '{"event":"pusher:unsubscribe"}',
    ]) {
      expect(parseClientMessage(raw).kind).toBe('invalid');
    }
  });

  it('recognises ping, pong and client events', () => {
    expect(parseClientMessage('{"event":"pusher:ping","data":{}}')).toEqual({ kind: 'ping' });
    expect(parseClientMessage('{"event":"pusher:pong"}')).toEqual({ kind: 'pong' });
    expect(parseClientMessage('{"event":"client-x","channel":"private-a","data":{}}')).toEqual({
      kind: 'client_event',
      event: 'client-x',
    });
  });
});

describe('channels and frames', () => {
  it('accept channel names of the protocol charset up to 200 characters', () => {
    expect(isValidChannelName('private-user.1;a=b,c@d_e-f')).toBe(true);
    expect(isValidChannelName('a'.repeat(200))).toBe(true);
    expect(isValidChannelName('a'.repeat(201))).toBe(false);
    for (const bad of ['', 'a b', 'a/b', '#server-to-user-1', 'é'])
      expect(isValidChannelName(bad)).toBe(false);
  });

  it('classify private-, presence- and private-encrypted- prefixes', () => {
    expect(classifyChannel('auction.1')).toBe('public');
    expect(classifyChannel('private-user.1')).toBe('private');
    expect(classifyChannel('presence-room')).toBe('unsupported');
    expect(classifyChannel('private-encrypted-user.1')).toBe('unsupported');
  });

  it('encode data as a JSON string inside the frame', () => {
    expect(encodeFrame('auction.updated', { id: 1 }, 'auction.1')).toBe(
      '{"event":"auction.updated","channel":"auction.1","data":"{\\"id\\":1}"}',
    );
  });

  it('make socket ids of the form digits.digits', () => {
    const ids = new Set(Array.from({ length: 1000 }, createSocketId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^\d+\.\d+$/);
  });
});
