import { textFrameOnWire } from './wire-frame';

/** What the registry needs of a socket; the hub's connections satisfy it. */
export interface Subscriber {
  /**
   * Sends an already-encoded text message; `wire` is the same message framed as the socket writes
   * it, shared by every subscriber of one event.
   */
  sendFrame(frame: Buffer, wire?: Buffer): void;
}

/**
 * Which sockets listen on which channel, for one app. A channel with no subscribers is dropped
 * at once, so the map does not grow with every auction ever watched.
 */
export class ChannelRegistry<S extends Subscriber> {
  readonly #channels = new Map<string, Set<S>>();

  /** Returns false when the subscriber was already on the channel. */
  add(channel: string, subscriber: S): boolean {
    let subscribers = this.#channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.#channels.set(channel, subscribers);
    }
    if (subscribers.has(subscriber)) return false;
    subscribers.add(subscriber);
    return true;
  }

  remove(channel: string, subscriber: S): void {
    const subscribers = this.#channels.get(channel);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.#channels.delete(channel);
  }

  /** Sends one frame to every subscriber of the channel; returns how many it reached. */
  broadcast(channel: string, frame: Buffer): number {
    const subscribers = this.#channels.get(channel);
    if (!subscribers) return 0;
    // Framed once here, not once per socket: at a fan-out of thousands that is most of the work.
    const wire = textFrameOnWire(frame);
    for (const subscriber of subscribers) subscriber.sendFrame(frame, wire);
    return subscribers.size;
  }

  subscriberCount(channel: string): number {
    return this.#channels.get(channel)?.size ?? 0;
  }

  channelCount(): number {
    return this.#channels.size;
  }
}
