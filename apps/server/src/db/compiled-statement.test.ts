import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Executor } from './client';
import { compiledSql, compiledStatement } from './compiled-statement';
import { createTestDatabase, testDatabaseKind } from '../testing/test-database';

const p = (name: string) => sql.placeholder(name);

describe('statements compiled once and run on any executor', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  let builds = 0;
  // A setting made with `set local` is seen only inside its own transaction, on its connection.
  const probe = compiledStatement((ex: Executor) => {
    builds += 1;
    return ex
      .select({
        probe: sql<string | null>`current_setting('autobid.probe', true)`,
        n: sql<number>`${p('n')}::int`,
      })
      .from(sql`(select 1) as one`)
      .prepare('compiled_probe');
  });

  it('runs inside the transaction it is given, on that transaction’s connection, with its values', async () => {
    const seen = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local autobid.probe = 'first'`);
      return probe(tx, { n: 7 });
    });
    expect(seen).toEqual([{ probe: 'first', n: 7 }]);
    const again = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local autobid.probe = 'second'`);
      return probe(tx, { n: 8 });
    });
    expect(again).toEqual([{ probe: 'second', n: 8 }]);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'runs in each of two transactions open at once on its own connection',
    async () => {
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstReady!: () => void;
      const firstIsSet = new Promise<void>((resolve) => (firstReady = resolve));
      const first = handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local autobid.probe = 'a'`);
        const before = await probe(tx, { n: 1 });
        firstReady();
        await firstHolds;
        return [before, await probe(tx, { n: 3 })];
      });
      await firstIsSet;
      const second = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local autobid.probe = 'b'`);
        return probe(tx, { n: 2 });
      });
      releaseFirst();
      expect(await first).toEqual([[{ probe: 'a', n: 1 }], [{ probe: 'a', n: 3 }]]);
      expect(second).toEqual([{ probe: 'b', n: 2 }]);
    },
  );

  it('is built once however many transactions and calls use it, the database itself included', async () => {
    await probe(handle.db, { n: 1 });
    for (let i = 0; i < 3; i++) await handle.db.transaction((tx) => probe(tx, { n: i }));
    expect(builds).toBe(1);
  });

  it('runs a hand-written statement with array values and answers the driver’s rows', async () => {
    const sum = compiledSql(
      'compiled_sum',
      sql`select coalesce(sum(x), 0)::int as total, count(*)::int as n
          from unnest(${p('xs')}::int[]) as x`,
    );
    expect((await sum(handle.db, { xs: [3, 4, 5] })).rows).toEqual([{ total: 12, n: 3 }]);
    expect((await sum(handle.db, { xs: [] })).rows).toEqual([{ total: 0, n: 0 }]);
  });

  it('leaves nothing behind when its transaction rolls back', async () => {
    const insert = compiledSql(
      'compiled_insert_setting',
      sql`select set_config('autobid.probe', ${p('value')}::text, true) as value`,
    );
    await expect(
      handle.db.transaction(async (tx) => {
        await insert(tx, { value: 'inside' });
        expect(await probe(tx, { n: 0 })).toEqual([{ probe: 'inside', n: 0 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await probe(handle.db, { n: 0 });
    expect(after[0]?.probe ?? '').toBe('');
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'is prepared by its name on the PostgreSQL connection that ran it',
    async () => {
      const names = await handle.db.transaction(async (tx) => {
        await probe(tx, { n: 1 });
        const result = await tx.execute(
          sql`select name from pg_prepared_statements where name = 'compiled_probe'`,
        );
        return (result as { rows: { name: string }[] }).rows.map((r) => r.name);
      });
      expect(names).toEqual(['compiled_probe']);
    },
  );
});
