import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { createIdempotencyRepository } from '../modules/idempotency/idempotency.repository';
import { createIdempotencyService } from '../modules/idempotency/idempotency.service';
import type { PruneLogger } from './prune-sign-in';
import { startRepeating } from './repeat';

const HOUR_MS = 3_600_000;

/** Deletes idempotency keys past their 24 h (docs/idempotency.md); answers how many went. */
export function pruneIdempotencyKeys(db: Database, clock: Clock): Promise<number> {
  return createIdempotencyService({ repo: createIdempotencyRepository(db), clock }).prune();
}

/**
 * Prunes now and then every `intervalMs` (hourly by default), never overlapping itself. A key
 * past its time answers nothing even before it is pruned: this only keeps the table small.
 */
export function startIdempotencyPruning(
  db: Database,
  clock: Clock,
  log: PruneLogger,
  intervalMs = HOUR_MS,
): { stop(): Promise<void> } {
  return startRepeating(
    () =>
      pruneIdempotencyKeys(db, clock)
        .then((keys) => {
          if (keys > 0) log.info({ keys }, 'idempotency keys pruned');
        })
        .catch((err: unknown) => log.error({ err }, 'idempotency key pruning failed')),
    intervalMs,
  );
}
