import { z } from 'zod/mini';

/** The largest id a record can have: ids are PostgreSQL `integer`s (32-bit, signed). */
export const MAX_ID = 2_147_483_647;

/**
 * A record's id in a request body: a whole number from 1 to {@link MAX_ID}, so an id no record
 * can have is refused at the edge with a clear message instead of reaching the database.
 */
export const recordId = (label: string) =>
  z
    .int({ error: `${label} must be a whole number` })
    .check(
      z.positive({ error: `${label} must be positive` }),
      z.lte(MAX_ID, { error: `${label} must be at most ${MAX_ID}` }),
    );
