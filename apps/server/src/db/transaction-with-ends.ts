import type { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Socket } from 'node:net';
import pg from 'pg';
import type { Database, Executor } from './client';

/** What the body of a {@link transactionWithEnds} answers: its value, and the statement to commit with. */
export interface TransactionBody<T, B> {
  value: T;
  /** The transaction's last statement, sent together with its COMMIT; none commits alone. */
  close?: ((tx: Executor) => Promise<B>) | undefined;
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
): Promise<{ value: T; closed: B | undefined }> {
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
    const [, opened] = await together(wire, () => [client.query('begin'), open(tx)]);
    const { value, close } = await body(tx, opened as A);
    const closed = await closeWithCommit(client, close ? () => close(tx) : null);
    return { value, closed };
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
    pending = submit().map((each) => new Promise((resolve, reject) => each.then(resolve, reject)));
  } finally {
    stream.uncork();
  }
  const settled = await Promise.allSettled(pending);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value);
}

/**
 * Runs `close`, which must send exactly one statement, and sends COMMIT in the same write right
 * behind it. The COMMIT is written by a hook on the client's `query`: a drizzle query builder
 * sends its statement a few turns after it is called, so a COMMIT sent beside the call could
 * reach PostgreSQL first and the statement then run on its own, outside the transaction. A
 * `close` that sends nothing commits alone; a second statement is refused.
 */
async function closeWithCommit<B>(
  client: pg.PoolClient,
  close: (() => Promise<B>) | null,
): Promise<B | undefined> {
  const { stream } = (client as unknown as WireClient).connection;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  let commit: Promise<pg.QueryResult> | undefined;
  const hooked = client as unknown as { query: (...args: unknown[]) => unknown };
  hooked.query = (...args: unknown[]) => {
    if (commit)
      return Promise.reject(new Error('a closing statement must be one statement; it was not run'));
    stream.cork();
    try {
      const result = query(...args);
      commit = query('commit');
      return result;
    } finally {
      stream.uncork();
    }
  };
  let closed: PromiseSettledResult<B | undefined>;
  try {
    [closed] = await Promise.allSettled([close ? close() : undefined]);
  } finally {
    delete (hooked as { query?: unknown }).query;
  }
  const committed = await (commit ?? client.query('commit'));
  if (closed.status === 'rejected') throw closed.reason;
  // A transaction a failed statement aborted is rolled back by its COMMIT.
  if (committed.command !== 'COMMIT')
    throw new Error('the transaction was rolled back at its commit');
  return closed.value;
}

/** A drizzle transaction over one pooled connection, as `db.transaction` would give its body. */
function transactionOn(db: Database, client: pg.PoolClient): Executor {
  const { dialect } = db as unknown as { dialect: PgDialect };
  const session = new NodePgSession(client, dialect, undefined);
  return new NodePgTransaction(dialect, session, undefined) as unknown as Executor;
}
