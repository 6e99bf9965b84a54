import { AppError } from './app-error';
import type { Clock } from './clock';

/**
 * Counts attempts per key (an IP address) in a fixed window held in memory: enough to stop one
 * client from guessing secrets on one node; it forgets on restart, which only resets the window.
 */
export function createAttemptLimiter(options: { max: number; windowMs: number; clock: Clock }) {
  const { max, windowMs, clock } = options;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    /** Counts one attempt; throws `too_many_attempts` (429) past the limit. */
    hit(key: string): void {
      const now = clock.now();
      const current = windows.get(key);
      const window =
        current && now - current.startedAt < windowMs ? current : { startedAt: now, count: 0 };
      window.count += 1;
      windows.set(key, window);
      if (windows.size > 10_000)
        for (const [k, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(k);
      if (window.count > max) {
        const retryAfter = Math.ceil((window.startedAt + windowMs - now) / 1000);
        throw new AppError('too_many_attempts', 'Too many attempts. Try again later.', {
          headers: { 'retry-after': String(retryAfter) },
        });
      }
    },
  };
}
