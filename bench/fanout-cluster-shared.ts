/** What the cluster fan-out benchmark's processes say to each other over IPC. */

/** Watchers of one process: all on one node, spread over the given loopback source addresses. */
export interface WatcherSettings {
  /** `ws://host:port/app/{key}?protocol=7…` of the node these sockets connect to. */
  url: string;
  count: number;
  localAddresses: string[];
  channel: string;
}

/**
 * `collect`: the round is over; `expected` lists the highest-bid amounts of every accepted bid in
 * the order they were accepted, `measured` those whose latency counts (warm-up bids excluded).
 * The watchers answer with a {@link RoundReport} and forget the round, sockets kept open.
 */
export type ToWatchers = { type: 'collect'; expected: number[]; measured: number[] };

export type FromWatchers =
  | { type: 'ready'; connected: number }
  | { type: 'failed'; message: string }
  | { type: 'report'; report: RoundReport };

export interface RoundReport {
  sockets: number;
  /** Every measured delivery's latency: receipt minus the event's `updated_at`, in ms. */
  latencies: number[];
  /** Per measured event (by amount): the latest arrival over this process's sockets, in ms. */
  lastArrival: [amount: number, ms: number][];
  /** Per expected event (by amount): how many of this process's sockets got it, duplicates counted. */
  deliveries: [amount: number, count: number][];
  /** Socket × expected event pairs never received. */
  missing: number;
  /** Receipts of an event the socket had already received. */
  duplicates: number;
  /** Receipts whose `updated_at` (or amount) is older than the socket's previous receipt. */
  outOfOrder: number;
  /** Receipts of no expected event (another publisher on the channel). */
  unexpected: number;
  /** Sockets closed during the round. */
  closed: number;
}
