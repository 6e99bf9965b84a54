import type { LifecycleService } from '../modules/lifecycle/lifecycle.service';

export interface ClockLogger {
  error(obj: object, msg: string): void;
}

/**
 * Runs the lifecycle every `intervalMs` without overlapping itself, so auctions open and close
 * within one interval of their times with no request needed, and catch up after a restart.
 */
export function startAuctionClock(
  lifecycle: LifecycleService,
  intervalMs: number,
  log: ClockLogger,
): {
  stop(): Promise<void>;
  status(): { intervalMs: number; lastTickAt: number | null; lastTickChanges: number };
} {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastTickAt: number | null = null;
  let lastTickChanges = 0;
  const tick = () => {
    running = lifecycle
      .advance()
      .then((changes) => {
        lastTickAt = Date.now();
        lastTickChanges = changes;
      })
      .catch((err: unknown) => log.error({ err }, 'auction clock tick failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    status: () => ({ intervalMs, lastTickAt, lastTickChanges }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
