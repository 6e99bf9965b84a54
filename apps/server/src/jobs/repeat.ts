/**
 * Runs `work` now and then every `intervalMs` after each run ends, so runs never overlap; `stop`
 * cancels the next run and waits for one in flight. `work` reports its own failures.
 */
export function startRepeating(
  work: () => Promise<unknown>,
  intervalMs: number,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = work().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
