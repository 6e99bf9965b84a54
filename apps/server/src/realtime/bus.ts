import type { RealtimeApp } from '@autobid/contract';

/** Structured logging as Fastify's (pino) logger offers it. */
export interface RealtimeLogger {
  info(objOrMessage: object | string, message?: string): void;
  warn(objOrMessage: object | string, message?: string): void;
  error(objOrMessage: object | string, message?: string): void;
}

/** Delivers one encoded frame to this node's sockets on `channel` of `app`. */
export type DeliverFrame = (app: RealtimeApp, channel: string, frame: string) => void;

/**
 * Carries published frames to every node. Each node delivers what the bus hands it, its own
 * publishes included, so all nodes see one order of events per app.
 */
export interface RealtimeBus {
  /** Resolves once the frame is handed to the transport (or delivered, in-process). */
  publish(app: RealtimeApp, channel: string, frame: string): Promise<void>;
  close(): Promise<void>;
}

/** A single node: delivery is immediate and synchronous, no transport to fail. */
export function createLocalBus(deliver: DeliverFrame): RealtimeBus {
  return {
    publish(app, channel, frame) {
      deliver(app, channel, frame);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}
