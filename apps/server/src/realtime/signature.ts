import { createHmac, timingSafeEqual } from 'node:crypto';

export interface RealtimeAppCredentials {
  key: string;
  secret: string;
}

/**
 * The auth string of a private channel, as the Pusher server SDKs compute it:
 * `key:hex(HMAC-SHA256(secret, "socketId:channelName"))`.
 */
export function signChannel(
  credentials: RealtimeAppCredentials,
  socketId: string,
  channelName: string,
): string {
  const digest = createHmac('sha256', credentials.secret)
    .update(`${socketId}:${channelName}`)
    .digest('hex');
  return `${credentials.key}:${digest}`;
}

/** Constant-time, so a client cannot learn the signature byte by byte from response times. */
export function isValidChannelAuth(
  credentials: RealtimeAppCredentials,
  socketId: string,
  channelName: string,
  auth: string | undefined,
): boolean {
  if (auth === undefined) return false;
  const expected = Buffer.from(signChannel(credentials, socketId, channelName));
  const given = Buffer.from(auth);
  // The expected length is public (key plus 64 hex digits), so checking it first leaks nothing.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
