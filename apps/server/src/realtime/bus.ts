import type { RealtimeApp } from '@autobid/contract';

/** Structured logging as Fastify's (pino) logger offers it. */
export interface RealtimeLogger {
  info(objOrMessage: object | string, message?: string): void;
  warn(objOrMessage: object | string, message?: string): void;
  error(objOrMessage: object | string, message?: string): void;
}

/** Delivers one encoded frame to this node's sockets on `channel` of `app`. */
export type DeliverFrame = (app: RealtimeApp, channel: string, frame: Buffer) => void;

/**
 * Carries published frames to the other nodes. The publishing node has already delivered the
 * frame to its own sockets; the bus hands each node only the frames other nodes published.
 */
export interface RealtimeBus {
  /** Resolves once the frame is handed to the transport; rejects when the transport fails. */
  publish(app: RealtimeApp, channel: string, frame: Buffer): Promise<void>;
  close(): Promise<void>;
}

/** A single node: there is no one else to tell. */
export function createLocalBus(): RealtimeBus {
  return {
    publish: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
