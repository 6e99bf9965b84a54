import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createNoticesRepository } from './notices.repository';
import { startRepeating } from '../../jobs/repeat';

const HOUR_MS = 3_600_000;

/**
 * How long a private notice is kept (docs/notifications.md): 30 days. The list is for catching up
 * on what a client missed and for a look back over the last weeks; what a notice tells lives on in
 * its auction, offer or transaction, which are kept.
 */
export const KEEP_NOTICES_MS = 30 * 24 * HOUR_MS;

/** Deletes notices older than {@link KEEP_NOTICES_MS}; answers how many went. */
export function pruneNotices(db: Database, now: Date): Promise<number> {
  return createNoticesRepository().deleteOlderThan(db, new Date(now.getTime() - KEEP_NOTICES_MS));
}

export interface PruneLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Prunes now and then every `intervalMs` (hourly by default), never overlapping itself. */
export function startNoticePruning(
  db: Database,
  clock: Clock,
  log: PruneLogger,
  intervalMs = HOUR_MS,
): { stop(): Promise<void> } {
  return startRepeating(
    () =>
      pruneNotices(db, new Date(clock.now()))
        .then((deleted) => {
          if (deleted > 0) log.info({ deleted }, 'old notices pruned');
        })
        .catch((err: unknown) => log.error({ err }, 'notice pruning failed')),
    intervalMs,
  );
}
