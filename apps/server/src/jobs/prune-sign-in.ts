import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accessTokens,
  helpCodes,
  loginFailures,
  oidcModels,
  passwordResets,
  phoneVerifications,
} from '../db/schema';
import type { Clock } from '../lib/clock';
import { startRepeating } from './repeat';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long what sign-in leaves behind is kept (docs/abuse-resistance.md): failed passwords a day
 * (the policy looks back minutes; a day helps support answer "why was I refused"); ended sessions
 * a week (so "signed out everywhere" can still be explained); used-up codes and reset links a day
 * past their expiry; the central sign-in service's records once they expire.
 */
export const KEEP = {
  loginFailuresMs: DAY_MS,
  endedTokensMs: 7 * DAY_MS,
  expiredCodesMs: DAY_MS,
} as const;

export interface PruneCounts {
  loginFailures: number;
  accessTokens: number;
  phoneVerifications: number;
  helpCodes: number;
  passwordResets: number;
  oidcModels: number;
}

/** Deletes what sign-in no longer needs; answers how many rows of each kind went. */
export async function pruneSignIn(db: Database, now: Date): Promise<PruneCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const codesBefore = before(KEEP.expiredCodesMs);
  const tokensBefore = before(KEEP.endedTokensMs);
  const count = (rows: unknown[]) => rows.length;
  return {
    loginFailures: count(
      await db
        .delete(loginFailures)
        .where(lt(loginFailures.at, before(KEEP.loginFailuresMs)))
        .returning({ id: loginFailures.id }),
    ),
    accessTokens: count(
      await db
        .delete(accessTokens)
        .where(
          or(
            lt(accessTokens.expiresAt, tokensBefore),
            and(isNotNull(accessTokens.revokedAt), lt(accessTokens.revokedAt, tokensBefore)),
          ),
        )
        .returning({ id: accessTokens.id }),
    ),
    phoneVerifications: count(
      await db
        .delete(phoneVerifications)
        .where(lt(phoneVerifications.expiresAt, codesBefore))
        .returning({ id: phoneVerifications.id }),
    ),
    helpCodes: count(
      await db
        .delete(helpCodes)
        .where(lt(helpCodes.expiresAt, codesBefore))
        .returning({ id: helpCodes.id }),
    ),
    passwordResets: count(
      await db
        .delete(passwordResets)
        .where(lt(passwordResets.expiresAt, codesBefore))
        .returning({ id: passwordResets.id }),
    ),
    oidcModels: count(
      await db
        .delete(oidcModels)
        .where(and(isNotNull(oidcModels.expiresAt), lt(oidcModels.expiresAt, now)))
        .returning({ id: oidcModels.id }),
    ),
  };
}

export interface PruneLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Prunes now and then every `intervalMs` (hourly by default), never overlapping itself. */
export function startSignInPruning(
  db: Database,
  clock: Clock,
  log: PruneLogger,
  intervalMs = HOUR_MS,
): { stop(): Promise<void> } {
  return startRepeating(
    () =>
      pruneSignIn(db, new Date(clock.now()))
        .then((counts) => {
          if (Object.values(counts).some((n) => n > 0)) log.info(counts, 'sign-in records pruned');
        })
        .catch((err: unknown) => log.error({ err }, 'sign-in pruning failed')),
    intervalMs,
  );
}
