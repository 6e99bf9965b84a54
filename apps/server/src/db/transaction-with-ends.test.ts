import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Executor } from './client';
import { transactionWithEnds } from './transaction-with-ends';
import { createTestDatabase, testDatabaseKind } from '../testing/test-database';

const onPostgres = testDatabaseKind() === 'postgres';

describe('a transaction whose first statement travels with its BEGIN and last with its COMMIT', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(sql`create table ends_probe (id int primary key, note text not null)`);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`delete from ends_probe`);
  });

  const insert = (ex: Executor, id: number, note: string) =>
    ex.execute(sql`insert into ends_probe (id, note) values (${id}, ${note}) returning id`);
  const read = `select id, note from ends_probe order by id`;
  /** The rows as another session sees them: on PostgreSQL a connection of its own, never pooled. */
  const notes = async (): Promise<{ id: number; note: string }[]> => {
    if (!onPostgres) {
      const result: unknown = await handle.db.execute(sql.raw(read));
      return (result as { rows: { id: number; note: string }[] }).rows;
    }
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    const other = new pg.Client(pool.options);
    await other.connect();
    try {
      return (await other.query<{ id: number; note: string }>(read)).rows;
    } finally {
      await other.end();
    }
  };

  it('commits the opening statement, the body and the closing statement together', async () => {
    const { value, closed } = await transactionWithEnds(
      handle.db,
      (tx) => insert(tx, 1, 'opened'),
      async (tx, opened) => {
        await insert(tx, 2, 'body');
        return {
          value: (opened as { rows: { id: number }[] }).rows[0]!.id,
          close: (tx2: Executor) => insert(tx2, 3, 'closed').then(() => 'written'),
        };
      },
    );
    expect(value).toBe(1);
    expect(closed).toBe('written');
    expect(await notes()).toEqual([
      { id: 1, note: 'opened' },
      { id: 2, note: 'body' },
      { id: 3, note: 'closed' },
    ]);
  });

  it('commits without a closing statement', async () => {
    const { closed } = await transactionWithEnds(
      handle.db,
      (tx) => insert(tx, 1, 'opened'),
      async () => ({ value: null }),
    );
    expect(closed).toBeUndefined();
    expect(await notes()).toEqual([{ id: 1, note: 'opened' }]);
  });

  it('keeps nothing, the opening statement included, when the body fails', async () => {
    await expect(
      transactionWithEnds(
        handle.db,
        (tx) => insert(tx, 1, 'opened'),
        async () => {
          throw new Error('the body failed');
        },
      ),
    ).rejects.toThrow('the body failed');
    expect(await notes()).toEqual([]);
  });

  it('keeps nothing when the closing statement fails, and the next transaction works', async () => {
    await expect(
      transactionWithEnds(
        handle.db,
        (tx) => insert(tx, 1, 'opened'),
        async () => ({
          value: null,
          // The same key again: the closing statement fails beside its COMMIT.
          close: (tx: Executor) => insert(tx, 1, 'again'),
        }),
      ),
    ).rejects.toThrow();
    expect(await notes()).toEqual([]);
    await transactionWithEnds(
      handle.db,
      (tx) => insert(tx, 5, 'after'),
      async () => ({ value: null }),
    );
    expect(await notes()).toEqual([{ id: 5, note: 'after' }]);
  });

  it('keeps nothing when the opening statement fails, and the next transaction works', async () => {
    await expect(
      transactionWithEnds(
        handle.db,
        (tx) => tx.execute(sql`select 1 / 0`),
        async (tx) => {
          await insert(tx, 1, 'body');
          return { value: null };
        },
      ),
    ).rejects.toThrow();
    expect(await notes()).toEqual([]);
    await transactionWithEnds(
      handle.db,
      (tx) => insert(tx, 6, 'after'),
      async () => ({ value: null }),
    );
    expect(await notes()).toEqual([{ id: 6, note: 'after' }]);
  });

  it('keeps nothing when the closing statement fails before sending anything', async () => {
    await expect(
      transactionWithEnds(
        handle.db,
        (tx) => insert(tx, 1, 'opened'),
        async () => ({
          value: null,
          close: () => Promise.reject(new Error('nothing was sent')),
        }),
      ),
    ).rejects.toThrow('nothing was sent');
    expect(await notes()).toEqual([]);
  });

  it('commits a closing step of two statements after both', async () => {
    const { closed } = await transactionWithEnds(
      handle.db,
      (tx) => insert(tx, 1, 'opened'),
      async () => ({
        value: null,
        close: (tx: Executor) =>
          Promise.all([insert(tx, 2, 'first'), insert(tx, 3, 'second')]).then(() => 'both'),
        closeStatements: 2,
      }),
    );
    expect(closed).toBe('both');
    expect((await notes()).map((n) => n.id)).toEqual([1, 2, 3]);
  });

  it('reports a closing step that fails after its statement ran: on PostgreSQL the commit stands, on PGlite nothing is kept', async () => {
    const run = transactionWithEnds(
      handle.db,
      (tx) => insert(tx, 1, 'opened'),
      async () => ({
        value: 'decided',
        close: (tx: Executor) =>
          insert(tx, 2, 'closed').then(() => {
            throw new Error('failed after the statement');
          }),
      }),
    );
    if (onPostgres) {
      // COMMIT went with the statement: the transaction committed before the failure was seen.
      const ended = await run;
      expect(ended.value).toBe('decided');
      expect(ended.closed).toBeUndefined();
      expect(String(ended.closeError)).toContain('failed after the statement');
      expect((await notes()).map((n) => n.id)).toEqual([1, 2]);
    } else {
      await expect(run).rejects.toThrow('failed after the statement');
      expect(await notes()).toEqual([]);
    }
  });

  it.skipIf(!onPostgres)(
    'refuses a closing statement beyond the ones announced: it is never run',
    async () => {
      const ended = await transactionWithEnds(
        handle.db,
        (tx) => insert(tx, 1, 'opened'),
        async () => ({
          value: null,
          close: async (tx: Executor) => {
            await insert(tx, 2, 'announced');
            await insert(tx, 3, 'one too many');
          },
        }),
      );
      // Drizzle wraps the driver's refusal as the query's failure, with the refusal as its cause.
      expect(String((ended.closeError as Error).cause)).toContain('more than 1 statements');
      expect((await notes()).map((n) => n.id)).toEqual([1, 2]);
    },
  );

  it.skipIf(!onPostgres)(
    'holds the opening statement’s row lock until the commit: another connection cannot take it',
    async () => {
      await insert(handle.db, 1, 'row');
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        const attempt = () =>
          other.query('select id from ends_probe where id = 1 for update nowait').then(
            () => 'taken',
            (error: { code?: string }) => error.code,
          );
        let whileOpen: string | undefined;
        await transactionWithEnds(
          handle.db,
          (tx) => tx.execute(sql`select id from ends_probe where id = 1 for update`),
          async () => {
            whileOpen = await attempt();
            return { value: null };
          },
        );
        expect(whileOpen).toBe('55P03');
        expect(await attempt()).toBe('taken');
      } finally {
        other.release();
      }
    },
  );

  it.skipIf(!onPostgres)(
    'sends BEGIN with the opening statement and the closing statements with COMMIT, one write each',
    async () => {
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      const writes: number[] = [];
      const count = (client: pg.PoolClient) => {
        const stream = (client as unknown as { connection: { stream: Record<string, unknown> } })
          .connection.stream;
        for (const method of ['_write', '_writev']) {
          const original = stream[method] as (...args: unknown[]) => unknown;
          stream[method] = function (this: unknown, ...args: unknown[]) {
            writes.push(1);
            return original.apply(this, args);
          };
        }
        return () => {
          for (const method of ['_write', '_writev']) delete stream[method];
        };
      };
      let restore: (() => void) | undefined;
      const onAcquire = (client: pg.PoolClient) => {
        restore = count(client);
      };
      pool.once('acquire', onAcquire);
      try {
        await transactionWithEnds(
          handle.db,
          (tx) => insert(tx, 1, 'opened'),
          async (tx) => {
            await insert(tx, 2, 'body');
            return {
              value: null,
              close: (tx2: Executor) =>
                Promise.all([insert(tx2, 3, 'closed'), insert(tx2, 4, 'too')]),
              closeStatements: 2,
            };
          },
        );
      } finally {
        restore?.();
      }
      // BEGIN and the first insert; the body's insert; the last two inserts and COMMIT.
      expect(writes).toHaveLength(3);
      expect(await notes()).toHaveLength(4);
    },
  );
});
