import type { RealtimeApp } from '@autobid/contract';
import { WebSocket } from 'ws';
import type { ChannelRegistry, Subscriber } from './channel-registry';
import type { BudgetedSocket, SendBudget } from './send-budget';
import {
  PONG_FRAME,
  PUSHER_CODES,
  classifyChannel,
  errorFrame,
  isValidChannelName,
  parseClientMessage,
  subscriptionErrorFrame,
  subscriptionSucceededFrame,
} from './protocol';
import { closeSocket } from './close-socket';
import { isValidChannelAuth, type RealtimeAppCredentials } from './signature';
import { rawSocketOf } from './wire-frame';

/**
 * A socket that reads slower than we publish would hold every frame in memory; past this many
 * buffered bytes it is dropped (it reconnects and resynchronises from `updated_at`).
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** One socket cannot make the server hold an unbounded list of channels. */
export const MAX_CHANNELS_PER_CONNECTION = 100;
/** One object for every send: a fan-out to 10,000 sockets allocates nothing per socket. */
const TEXT_FRAME = { binary: false } as const;

/** A token bucket per socket: `perSecond` messages sustained, `burst` at once. */
export interface MessageRate {
  perSecond: number;
  burst: number;
}

export interface ConnectionContext {
  app: RealtimeApp;
  credentials: RealtimeAppCredentials;
  registry: ChannelRegistry<Connection>;
  sendBudget: SendBudget;
  messageRate: MessageRate;
  onSlowConsumer(connection: Connection): void;
  /** A message over the rate was ignored (answered with pusher:error 4301). */
  onRateLimited(connection: Connection): void;
  /** The socket kept sending past three times the rate and is being closed with 4301. */
  onFlood(connection: Connection): void;
}

/** One client socket: its subscriptions, liveness and message allowance. */
export class Connection implements Subscriber, BudgetedSocket {
  readonly channels = new Set<string>();
  lastSeenAt = Date.now();
  /** When we pinged a silent socket; null while it is known alive. */
  pingSentAt: number | null = null;
  heldBytes = 0;
  /** Messages the socket may send now; refills at `messageRate.perSecond`. */
  private tokens: number;
  /**
   * Messages ignored for the rate, draining at twice the rate: it only fills up, and closes the
   * socket once past `burst`, while the socket sends at more than three times the rate.
   */
  private overflow = 0;
  private refilledAt = this.lastSeenAt;

  constructor(
    readonly socket: WebSocket,
    readonly socketId: string,
    private readonly context: ConnectionContext,
  ) {
    this.tokens = context.messageRate.burst;
  }

  get app(): RealtimeApp {
    return this.context.app;
  }

  /**
   * Sends a text message; with `wire`, the message already framed (`wire-frame.ts`), written as it
   * is instead of framed again for this socket.
   */
  sendFrame(frame: Buffer | string, wire?: Buffer): void {
    const socket = this.socket;
    if (socket.readyState !== WebSocket.OPEN) return;
    const buffered = socket.bufferedAmount;
    if (buffered > MAX_BUFFERED_BYTES) {
      this.context.onSlowConsumer(this);
      socket.terminate();
      return;
    }
    const raw = wire && rawSocketOf(socket);
    if (raw) raw.write(wire);
    // A Buffer sent as text skips one string-to-bytes conversion per socket in a fan-out.
    else socket.send(frame, TEXT_FRAME);
    // At most what the socket now holds (see SendBudget): two additions, no scan.
    const held = buffered + (raw ? wire.length : frame.length);
    this.context.sendBudget.estimatedBytes += held - this.heldBytes;
    this.heldBytes = held;
  }

  markAlive(): void {
    this.lastSeenAt = Date.now();
    this.pingSentAt = null;
  }

  handleMessage(raw: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.markAlive();
    if (!this.takeToken()) return;
    const message = parseClientMessage(raw);
    switch (message.kind) {
      case 'ping':
        this.sendFrame(PONG_FRAME);
        return;
      case 'pong':
        return;
      case 'subscribe':
        this.subscribe(message.channel, message.auth);
        return;
      case 'unsubscribe':
        this.unsubscribe(message.channel);
        return;
      case 'client_event':
        this.sendFrame(
          errorFrame(PUSHER_CODES.badMessage, 'Client events are not enabled on this server'),
        );
        return;
      case 'invalid':
        this.sendFrame(errorFrame(PUSHER_CODES.badMessage, message.reason));
        return;
      default: {
        const unreachable: never = message;
        return unreachable;
      }
    }
  }

  /** Drops every subscription; called once the socket has closed. */
  release(): void {
    for (const channel of this.channels) this.context.registry.remove(channel, this);
    this.channels.clear();
    this.context.sendBudget.release(this);
  }

  /** False when the message is over the rate and must be ignored; answers or closes the socket. */
  private takeToken(): boolean {
    const { perSecond, burst } = this.context.messageRate;
    const now = this.lastSeenAt;
    const elapsedSeconds = (now - this.refilledAt) / 1000;
    this.refilledAt = now;
    this.tokens = Math.min(burst, this.tokens + elapsedSeconds * perSecond);
    this.overflow = Math.max(0, this.overflow - elapsedSeconds * 2 * perSecond);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.overflow += 1;
    if (this.overflow > burst) {
      this.context.onFlood(this);
      closeSocket(this.socket, PUSHER_CODES.rateLimited, 'Too many messages');
      return false;
    }
    this.context.onRateLimited(this);
    this.sendFrame(errorFrame(PUSHER_CODES.rateLimited, 'Client event rejected due to rate limit'));
    return false;
  }

  private subscribe(channel: string, auth: string | undefined): void {
    if (!isValidChannelName(channel)) {
      this.sendFrame(errorFrame(PUSHER_CODES.badMessage, 'Invalid channel name'));
      return;
    }
    const kind = classifyChannel(channel);
    if (kind === 'unsupported') {
      this.sendFrame(
        subscriptionErrorFrame(channel, 400, 'Presence and encrypted channels are not supported'),
      );
      return;
    }
    if (
      kind === 'private' &&
      !isValidChannelAuth(this.context.credentials, this.socketId, channel, auth)
    ) {
      this.sendFrame(
        subscriptionErrorFrame(channel, 401, `Invalid signature for ${this.socketId}:${channel}`),
      );
      return;
    }
    if (!this.channels.has(channel) && this.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
      this.sendFrame(
        subscriptionErrorFrame(
          channel,
          429,
          `At most ${MAX_CHANNELS_PER_CONNECTION} channels per connection`,
        ),
      );
      return;
    }
    this.channels.add(channel);
    this.context.registry.add(channel, this);
    this.sendFrame(subscriptionSucceededFrame(channel));
  }

  private unsubscribe(channel: string): void {
    if (!this.channels.delete(channel)) return;
    this.context.registry.remove(channel, this);
  }
}
