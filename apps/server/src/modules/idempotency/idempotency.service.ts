import type { Clock } from '../../lib/clock';
import type { IdempotencyRepository, KeyClaim } from './idempotency.repository';

const HOUR_MS = 3_600_000;

/**
 * How long a key answers for (docs/idempotency.md): a day from its first use, as Stripe keeps
 * them; and how long a run may go unanswered before its node counts as gone and a retry may take
 * the key over (no request of this API runs nearly this long: bids take milliseconds, uploads
 * are read before the key is taken).
 */
export const IDEMPOTENCY_TIMES = { keepMs: 24 * HOUR_MS, staleMs: 60_000 } as const;

/** What a request with a key does: run, answer the first answer again, or be refused. */
export type Reservation =
  | { kind: 'run' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'in_use' };

/** A request that holds a key while it runs. */
export type Claim = Omit<KeyClaim, 'now'>;

/**
 * The rules of idempotency keys: the first request with a key runs; a retry with the same key
 * and request gets the kept answer, with another request a refusal; a retry while the first
 * still runs waits its turn; answers the client should retry (5xx, 429) are not kept.
 */
export function createIdempotencyService(deps: {
  repo: IdempotencyRepository;
  clock: Clock;
  times?: { keepMs: number; staleMs: number };
}) {
  const { repo, clock } = deps;
  const times = deps.times ?? IDEMPOTENCY_TIMES;

  return {
    async reserve(claim: Claim): Promise<Reservation> {
      // Each pass either decides or clears the way (an expired row gone, a racing retry done);
      // a key fought over longer than that is simply busy.
      for (let pass = 0; pass < 3; pass += 1) {
        const now = clock.now();
        if (await repo.insert({ ...claim, now: new Date(now) })) return { kind: 'run' };
        const row = await repo.find(claim.userId, claim.key);
        if (!row) continue;
        if (row.createdAt.getTime() < now - times.keepMs) {
          await repo.removeExpired(claim.userId, claim.key, new Date(now - times.keepMs));
          continue;
        }
        if (
          row.method !== claim.method ||
          row.path !== claim.path ||
          row.requestHash !== claim.requestHash
        )
          return { kind: 'mismatch' };
        if (row.responseStatus !== null)
          return { kind: 'replay', status: row.responseStatus, body: row.responseBody ?? '' };
        if (row.createdAt.getTime() >= now - times.staleMs) return { kind: 'in_use' };
        if (await repo.takeOver({ ...claim, now: new Date(now) }, row.lockedBy))
          return { kind: 'run' };
      }
      return { kind: 'in_use' };
    },

    /**
     * Ends a run: keeps its answer for the retries to come, or frees the key when the answer is
     * one the client should try again (a failure on our side, a rate limit) or cannot be kept
     * (not JSON: `body` null).
     */
    async finish(claim: Claim, status: number, body: string | null): Promise<void> {
      if (body !== null && keeps(status)) {
        await repo.complete(claim.userId, claim.key, claim.lockedBy, {
          status,
          body,
          now: new Date(clock.now()),
        });
      } else {
        await repo.release(claim.userId, claim.key, claim.lockedBy);
      }
    },

    /** Deletes keys past their keeping time; answers how many went. */
    prune(): Promise<number> {
      return repo.prune(new Date(clock.now() - times.keepMs));
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

function keeps(status: number): boolean {
  return status < 500 && status !== 429;
}
