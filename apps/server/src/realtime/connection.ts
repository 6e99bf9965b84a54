import type { RealtimeApp } from '@autobid/contract';
import { WebSocket } from 'ws';
import type { ChannelRegistry, Subscriber } from './channel-registry';
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
import { isValidChannelAuth, type RealtimeAppCredentials } from './signature';

/**
 * A socket that reads slower than we publish would hold every frame in memory; past this many
 * buffered bytes it is dropped (it reconnects and resynchronises from `updated_at`).
 */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** One socket cannot make the server hold an unbounded list of channels. */
const MAX_CHANNELS_PER_CONNECTION = 100;

export interface ConnectionContext {
  app: RealtimeApp;
  credentials: RealtimeAppCredentials;
  registry: ChannelRegistry<Connection>;
  onSlowConsumer(connection: Connection): void;
}

/** One client socket: its subscriptions and liveness. */
export class Connection implements Subscriber {
  readonly channels = new Set<string>();
  lastSeenAt = Date.now();
  /** When we pinged a silent socket; null while it is known alive. */
  pingSentAt: number | null = null;

  constructor(
    readonly socket: WebSocket,
    readonly socketId: string,
    private readonly context: ConnectionContext,
  ) {}

  get app(): RealtimeApp {
    return this.context.app;
  }

  sendFrame(frame: Buffer | string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.context.onSlowConsumer(this);
      this.socket.terminate();
      return;
    }
    // A Buffer sent as text skips one string-to-bytes conversion per socket in a fan-out.
    this.socket.send(frame, { binary: false });
  }

  markAlive(): void {
    this.lastSeenAt = Date.now();
    this.pingSentAt = null;
  }

  handleMessage(raw: string): void {
    this.markAlive();
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
