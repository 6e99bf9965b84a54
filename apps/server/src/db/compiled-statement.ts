import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** What drizzle's `.prepare(name)` returns: a compiled statement bound to one connection. */
interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** The parts of drizzle's sessions and prepared statements that hold the connection. */
interface WithClient {
  client: unknown;
}

/**
 * A statement that runs inside transactions, built and compiled to SQL once per driver instead of
 * on every call.
 *
 * Drizzle builds a query's SQL afresh each time its builder runs: for the auction's lock that was
 * some 80 KB of short-lived objects per bid, the largest single source of the server's garbage
 * under load (docs/benchmarks.md). A statement prepared on one transaction cannot simply be kept,
 * because it holds that transaction's connection. This keeps the compiled statement of the first
 * call and runs each later call on a copy that points at the given executor's connection: the
 * same SQL text, the same name, the same row mapping.
 *
 * `build` gets whichever executor comes first and must not depend on anything but its argument;
 * every value that changes between calls is a `sql.placeholder`.
 */
export function compiledStatement<T>(build: (executor: Executor) => Prepared<T>) {
  // One compiled statement per driver: PGlite and node-postgres compile alike but run differently.
  const byDriver = new Map<unknown, Prepared<T>>();
  return (executor: Executor, values: Record<string, unknown>): Promise<T> => {
    const session = executor._.session as unknown as WithClient & object;
    const driver = session.constructor;
    let compiled = byDriver.get(driver);
    if (!compiled) {
      compiled = build(executor);
      byDriver.set(driver, compiled);
    }
    const bound = Object.create(compiled) as Prepared<T> & WithClient;
    bound.client = session.client;
    return bound.execute(values);
  };
}

const dialect = new PgDialect();

/**
 * A hand-written statement compiled once and prepared by name, its varying values given as
 * `sql.placeholder`s. It answers as the driver does (`{ rows }`), without mapping the rows.
 */
export function compiledSql(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return compiledStatement<{ rows: Record<string, unknown>[] }>(
    (executor) =>
      executor._.session.prepareQuery(query, undefined, name, false) as Prepared<{
        rows: Record<string, unknown>[];
      }>,
  );
}
