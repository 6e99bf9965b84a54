import { fillPlaceholders, is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';
import { compiledSql } from './compiled-statement';

const dialect = new PgDialect();

/**
 * A hand-written statement compiled once and prepared by name, run outside any transaction on the
 * driver itself, for the statements a bid runs on its own (ADR 0009): on a PostgreSQL pool,
 * drizzle's layers (tracing spans, its cache's wrapper, the placeholders looked up by type on
 * every call) are skipped. Elsewhere (PGlite, in the process) it runs as {@link compiledSql}. It
 * answers as the driver does (`{ rows }`).
 */
export function directStatement(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const fallback = compiledSql(name, statement);
  // Each parameter is a placeholder's name, or a constant of the statement's text.
  const slots = query.params.map((param): { name: string } | { name: null; value: unknown } =>
    is(param, Placeholder)
      ? { name: param.name }
      : { name: null, value: fillPlaceholders([param], {})[0] },
  );
  return async (
    db: Database,
    values: Record<string, unknown>,
  ): Promise<{ rows: Record<string, unknown>[] }> => {
    const pool = (db as { $client?: unknown }).$client;
    if (!(pool instanceof pg.Pool)) return fallback(db, values);
    const params = slots.map((slot) => {
      if (slot.name === null) return slot.value;
      if (!(slot.name in values)) throw new Error(`No value for placeholder "${slot.name}"`);
      return values[slot.name];
    });
    return pool.query({ name, text: query.sql, values: params });
  };
}
