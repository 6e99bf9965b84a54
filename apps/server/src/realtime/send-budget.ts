import type { WebSocket } from 'ws';

/** What the budget needs of a connection. */
export interface BudgetedSocket {
  readonly socket: WebSocket;
  /** The bytes this socket held at its last send, as counted into {@link SendBudget.estimatedBytes}. */
  heldBytes: number;
}

/**
 * A node-wide cap on the bytes held for slow readers, on top of the per-socket cap: without it
 * 5,000 slow sockets at 4 MB each could hold 20 GB.
 *
 * Summing `bufferedAmount` over every socket is O(sockets), too dear per frame. Instead each send
 * adds what the socket then holds minus what it held at its previous send to `estimatedBytes`
 * (two additions on the hot path). Sockets that drain between sends are only seen at their next
 * send, so the estimate runs high, never low; once per broadcast the hub compares it with the
 * budget and only when it is over does {@link enforce} count exactly and drop the biggest holders.
 * A periodic {@link enforce} also corrects the drift while nothing is published.
 */
export class SendBudget {
  estimatedBytes = 0;
  /** Sockets dropped for the budget since the start. */
  dropped = 0;

  constructor(readonly limitBytes: number) {}

  isOverEstimate(): boolean {
    return this.estimatedBytes > this.limitBytes;
  }

  /**
   * Counts exactly; if over the budget, terminates the sockets holding the most until the rest fit.
   * Returns the sockets it dropped. They reconnect and resynchronise from `updated_at`.
   */
  enforce<S extends BudgetedSocket>(sockets: Iterable<S>): S[] {
    let total = 0;
    const holders: Array<{ socket: S; bytes: number }> = [];
    for (const s of sockets) {
      const bytes = s.socket.bufferedAmount;
      s.heldBytes = bytes;
      total += bytes;
      if (bytes > 0) holders.push({ socket: s, bytes });
    }
    this.estimatedBytes = total;
    if (total <= this.limitBytes) return [];
    holders.sort((a, b) => b.bytes - a.bytes);
    const dropped: S[] = [];
    for (const { socket, bytes } of holders) {
      if (total <= this.limitBytes) break;
      socket.socket.terminate();
      total -= bytes;
      this.estimatedBytes -= bytes;
      socket.heldBytes = 0;
      dropped.push(socket);
    }
    this.dropped += dropped.length;
    return dropped;
  }

  /** A closed socket holds nothing any more. */
  release(socket: BudgetedSocket): void {
    this.estimatedBytes -= socket.heldBytes;
    socket.heldBytes = 0;
  }
}
