import { randomInt } from 'node:crypto';
import { isRecord } from '../lib/is-record';

/**
 * The Pusher Channels protocol, version 7: what clients send, what we answer.
 * Reference: https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol
 */

/** Close and error codes of the protocol; the range tells pusher-js whether to reconnect. */
export const PUSHER_CODES = {
  /** 4000–4099: do not reconnect. */
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  /** 4100–4199: reconnect after a back-off. */
  overCapacity: 4100,
  /** 4200–4299: reconnect at once. */
  reconnect: 4200,
  pongNotReceived: 4201,
  /** 4300–4399: other errors; sent as pusher:error without closing, the connection stays usable. */
  badMessage: 4300,
  /** Pusher's "client event rejected due to rate limit"; as a close code pusher-js does not reconnect. */
  rateLimited: 4301,
} as const;

export const SUPPORTED_PROTOCOLS = [7] as const;
export const MAX_CHANNEL_NAME_LENGTH = 200;
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;

export type ChannelKind = 'public' | 'private' | 'unsupported';

export type ClientMessage =
  | { kind: 'subscribe'; channel: string; auth: string | undefined }
  | { kind: 'unsubscribe'; channel: string }
  | { kind: 'ping' }
  | { kind: 'pong' }
  | { kind: 'client_event'; event: string }
  | { kind: 'invalid'; reason: string };

export function isValidChannelName(name: string): boolean {
  return name.length > 0 && name.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_NAME.test(name);
}

/**
 * Presence and end-to-end encrypted channels need server features we do not have yet (member
 * lists, payload encryption); accepting them would leave pusher-js waiting for data that never comes.
 */
export function classifyChannel(name: string): ChannelKind {
  if (name.startsWith('presence-') || name.startsWith('private-encrypted-')) return 'unsupported';
  return name.startsWith('private-') ? 'private' : 'public';
}

/** Random, `\d+\.\d+` as the server SDKs validate it. */
export function createSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

/** Never throws: anything a client sends becomes a message or an `invalid` with a reason. */
export function parseClientMessage(raw: string): ClientMessage {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return { kind: 'invalid', reason: 'Message is not valid JSON' };
  }
  if (!isRecord(message) || typeof message.event !== 'string') {
    return { kind: 'invalid', reason: 'Message must be a JSON object with an "event" string' };
  }
  // pusher-js sends `data` as an object; some clients send it as a JSON string.
  let data = message.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      data = undefined;
    }
  }
  const event = message.event;
  switch (event) {
    case 'pusher:ping':
      return { kind: 'ping' };
    case 'pusher:pong':
      return { kind: 'pong' };
    case 'pusher:subscribe':
    case 'pusher:unsubscribe': {
      if (!isRecord(data) || typeof data.channel !== 'string') {
        return { kind: 'invalid', reason: `${event} needs data.channel` };
      }
      if (event === 'pusher:unsubscribe') return { kind: 'unsubscribe', channel: data.channel };
      return {
        kind: 'subscribe',
        channel: data.channel,
        auth: typeof data.auth === 'string' ? data.auth : undefined,
      };
    }
    default:
      if (event.startsWith('client-')) return { kind: 'client_event', event };
      return { kind: 'invalid', reason: `Unsupported event ${event.slice(0, 60)}` };
  }
}

/** The one encoder of every frame: `data` is itself a JSON string, as pusher-js expects. */
export function encodeFrame(event: string, data: unknown, channel?: string): string {
  const frame =
    channel === undefined
      ? { event, data: JSON.stringify(data) }
      : { event, channel, data: JSON.stringify(data) };
  return JSON.stringify(frame);
}

export function connectionEstablishedFrame(
  socketId: string,
  activityTimeoutSeconds: number,
): string {
  return encodeFrame('pusher:connection_established', {
    socket_id: socketId,
    activity_timeout: activityTimeoutSeconds,
  });
}

/**
 * `code: null` keeps the connection open; a code below 4300 precedes a close with that code;
 * 4300–4399 leave the connection open unless a close follows.
 */
export function errorFrame(code: number | null, message: string): string {
  return encodeFrame('pusher:error', { code, message });
}

export function subscriptionSucceededFrame(channel: string): string {
  return encodeFrame('pusher_internal:subscription_succeeded', {}, channel);
}

/** pusher-js emits this on the channel, so `channel.bind('pusher:subscription_error', ...)` sees it. */
export function subscriptionErrorFrame(channel: string, status: number, error: string): string {
  return encodeFrame('pusher:subscription_error', { type: 'AuthError', error, status }, channel);
}

export const PONG_FRAME = encodeFrame('pusher:pong', {});
