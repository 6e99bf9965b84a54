import type { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Socket } from 'node:net';
import pg from 'pg';
import type { Database, Executor } from './client';

/** What the body of a {@link transactionWithEnds} answers: its value, and the statement to commit with. */
export interface TransactionBody<T, B> {
  value: T;
  /** The transaction's last statements, sent together with its COMMIT; none commits alone. */
  close?: ((tx: Executor) => Promise<B>) | undefined;
  /** How many statements `close` sends at most (default 1); COMMIT follows the last of them. */
  closeStatements?: number;
}

export interface TransactionOptions {
  /**
   * PostgreSQL plans the transaction's statements once for any parameters
   * (`plan_cache_mode = force_generic_plan`, as on `DatabaseHandle.prepared`), for a transaction
   * that runs statements prepared by name whose plans for any value are as good as for each one.
   */
  genericPlans?: boolean;
}

/** What a {@link transactionWithEnds} answers once it committed. */
export interface TransactionEnded<T, B> {
  value: T;
  /** What `close` answered; undefined without one, or when it failed (`closeError`). */
  closed: B | undefined;
  /**
   * `close` failed after the transaction committed (its statements had run): the changes stand,
   * only what `close` would have answered is missing.
   */
  closeError?: unknown;
}

/** The pg client parts this needs that its types leave out. */
interface WireClient {
  pipeline: boolean;
  connection: { stream: Pick<Socket, 'cork' | 'uncork'> };
}

/**
 * Runs a transaction whose first statement (`open`) goes to PostgreSQL in one write with its
 * BEGIN, and whose last (`close`, chosen by the body) in one write with its COMMIT: two round
 * trips fewer than `db.transaction`. On this machine each round trip costs the server a socket
 * write and a wake-up, more than the statements themselves (docs/benchmarks.md).
 *
 * The statements of each pair still run one after the other, each with its own Sync, so a failed
 * BEGIN fails the statement beside it, and a failed `close` leaves the transaction aborted: its
 * COMMIT then rolls back (PostgreSQL answers `ROLLBACK`), and the failure is thrown. Any failure
 * rolls the transaction back, as `db.transaction` does. PGlite runs in the process, where a round
 * trip costs nothing: there it is `db.transaction`.
 */
export async function transactionWithEnds<A, T, B = never>(
  db: Database,
  open: (tx: Executor) => Promise<A>,
  body: (tx: Executor, opened: A) => Promise<TransactionBody<T, B>>,
  options: TransactionOptions = {},
): Promise<TransactionEnded<T, B>> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      const { value, close } = await body(tx, await open(tx));
      return { value, closed: close ? await close(tx) : undefined };
    });
  }
  const client = await pool.connect();
  const wire = client as unknown as WireClient;
  const tx = transactionOn(db, client);
  // While pipelined, the client writes each statement at once instead of after the previous answer.
  wire.pipeline = true;
  let broken: Error | undefined;
  try {
    const begin = options.genericPlans
      ? 'begin; set local plan_cache_mode = force_generic_plan'
      : 'begin';
    const [, opened] = await together(wire, () => [client.query(begin), open(tx)]);
    const { value, close, closeStatements } = await body(tx, opened as A);
    const closed = await closeWithCommit(
      client,
      close ? () => close(tx) : null,
      close ? (closeStatements ?? 1) : 0,
    );
    return { value, closed: closed.value, closeError: closed.error };
  } catch (error) {
    try {
      await client.query('rollback');
    } catch (rollbackError) {
      // The connection itself failed: the pool must not hand it out again.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    }
    throw error;
  } finally {
    wire.pipeline = false;
    client.release(broken);
  }
}

/**
 * Sends the statements `submit` starts in one write (the socket is corked while they are
 * written), then waits for every answer; throws the first failure once all have answered.
 */
async function together(wire: WireClient, submit: () => Promise<unknown>[]): Promise<unknown[]> {
  const { stream } = wire.connection;
  stream.cork();
  let pending: Promise<unknown>[];
  try {
    // `then` at once: a drizzle query builder sends its statement only when it is awaited.
    pending = submit().map(
      (each) =>
        new Promise((resolve, reject) => {
          void each.then(resolve, reject);
        }),
    );
  } finally {
    stream.uncork();
  }
  const settled = await Promise.allSettled(pending);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value);
}

/** How a transaction with a closing statement ended, once it committed. */
interface Closed<B> {
  value: B | undefined;
  /** `close` failed after its statements had run and the transaction had committed. */
  error?: unknown;
}

/**
 * Runs `close`, which sends at most `statements` statements, and sends COMMIT right behind the
 * last of them, in the same write. The COMMIT is written by a hook on the client's `query`: a
 * drizzle query builder sends its statement a few turns after it is called, so a COMMIT sent
 * beside the call could reach PostgreSQL first and the statement then run on its own, outside the
 * transaction. The socket stays corked from the call until the COMMIT is written, or until the
 * current turn of the event loop ends, whichever comes first, so a `close` that waits between its
 * statements cannot stall. A `close` that sends fewer commits once it is done; a statement beyond
 * `statements` is refused. Throws when the transaction did not commit: a `close` that failed
 * before sending anything is not committed.
 */
async function closeWithCommit<B>(
  client: pg.PoolClient,
  close: (() => Promise<B>) | null,
  statements: number,
): Promise<Closed<B>> {
  const { stream } = (client as unknown as WireClient).connection;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  let sent = 0;
  let commit: Promise<pg.QueryResult> | undefined;
  let corked = true;
  const uncork = () => {
    if (!corked) return;
    corked = false;
    stream.uncork();
  };
  const hooked = client as unknown as { query: (...args: unknown[]) => unknown };
  hooked.query = (...args: unknown[]) => {
    if (commit)
      return Promise.reject(
        new Error(`a transaction's close sent more than ${statements} statements`),
      );
    const result = query(...args);
    sent += 1;
    if (sent === statements) {
      commit = query('commit');
      uncork();
    }
    return result;
  };
  stream.cork();
  const turnEnds = setImmediate(uncork);
  let closed: PromiseSettledResult<B | undefined>;
  try {
    [closed] = await Promise.allSettled([close ? close() : undefined]);
  } finally {
    delete (hooked as { query?: unknown }).query;
    clearImmediate(turnEnds);
    uncork();
  }
  if (!commit && sent === 0 && closed.status === 'rejected') throw closed.reason;
  const committed = await (commit ?? query('commit'));
  // A transaction that a failed statement aborted is rolled back by its COMMIT.
  if (committed.command !== 'COMMIT') {
    if (closed.status === 'rejected') throw closed.reason;
    throw new Error('the transaction was rolled back at its commit');
  }
  return closed.status === 'fulfilled'
    ? { value: closed.value }
    : { value: undefined, error: closed.reason };
}

/** A drizzle transaction over one pooled connection, as `db.transaction` would give its body. */
function transactionOn(db: Database, client: pg.PoolClient): Executor {
  const { dialect } = db as unknown as { dialect: PgDialect };
  const session = new NodePgSession(client, dialect, undefined);
  return new NodePgTransaction(dialect, session, undefined) as unknown as Executor;
}
