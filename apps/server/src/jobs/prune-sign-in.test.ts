import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  helpCodes,
  loginFailures,
  oidcModels,
  passwordResets,
  phoneVerifications,
} from '../db/schema';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { createUser } from '../testing/factories';
import { createTestClock } from '../testing/test-clock';
import { pruneSignIn, startSignInPruning } from './prune-sign-in';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ahead = (ms: number) => new Date(NOW.getTime() + ms);

describe('pruning what sign-in leaves behind', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('deletes old failures, long-ended sessions, long-expired codes and links and expired service records; keeps the rest', async () => {
    const { db } = database;
    const user = await createUser(db);
    const staff = await createUser(db, { role: 'staff' });
    await db.insert(loginFailures).values([
      { email: 'old@test.example', ip: '10.0.0.1', at: ago(DAY + HOUR) },
      { email: 'recent@test.example', ip: '10.0.0.1', at: ago(23 * HOUR) },
    ]);
    await db.insert(accessTokens).values([
      { userId: user.id, tokenHash: 'expired-long-ago', expiresAt: ago(8 * DAY) },
      { userId: user.id, tokenHash: 'expired-lately', expiresAt: ago(6 * DAY) },
      {
        userId: user.id,
        tokenHash: 'revoked-long-ago',
        expiresAt: ahead(DAY),
        revokedAt: ago(8 * DAY),
      },
      { userId: user.id, tokenHash: 'revoked-lately', expiresAt: ahead(DAY), revokedAt: ago(DAY) },
      { userId: user.id, tokenHash: 'live', expiresAt: ahead(DAY) },
    ]);
    const verification = (tokenHash: string, expiresAt: Date) => ({
      tokenHash,
      phone: '+6591234567',
      codeHash: 'code-hash',
      ip: '10.0.0.1',
      expiresAt,
      lastSentAt: ago(2 * DAY),
    });
    await db
      .insert(phoneVerifications)
      .values([
        verification('phone-old', ago(DAY + HOUR)),
        verification('phone-lately', ago(HOUR)),
      ]);
    await db.insert(helpCodes).values([
      { userId: user.id, issuedBy: staff.id, codeHash: 'help-old', expiresAt: ago(2 * DAY) },
      { userId: user.id, issuedBy: staff.id, codeHash: 'help-live', expiresAt: ahead(HOUR) },
    ]);
    await db.insert(passwordResets).values([
      { userId: user.id, tokenHash: 'reset-old', expiresAt: ago(2 * DAY) },
      { userId: user.id, tokenHash: 'reset-lately', expiresAt: ago(HOUR) },
    ]);
    await db.insert(oidcModels).values([
      { kind: 'AuthorizationCode', id: 'code-expired', payload: {}, expiresAt: ago(1_000) },
      { kind: 'Session', id: 'session-live', payload: {}, expiresAt: ahead(HOUR) },
      { kind: 'Client', id: 'never-expires', payload: {} },
    ]);

    const counts = await pruneSignIn(db, NOW);

    expect(counts).toEqual({
      loginFailures: 1,
      accessTokens: 2,
      phoneVerifications: 1,
      helpCodes: 1,
      passwordResets: 1,
      oidcModels: 1,
    });
    expect((await db.select().from(loginFailures)).map((r) => r.email)).toEqual([
      'recent@test.example',
    ]);
    expect((await db.select().from(accessTokens)).map((r) => r.tokenHash).sort()).toEqual([
      'expired-lately',
      'live',
      'revoked-lately',
    ]);
    expect((await db.select().from(phoneVerifications)).map((r) => r.tokenHash)).toEqual([
      'phone-lately',
    ]);
    expect((await db.select().from(helpCodes)).map((r) => r.codeHash)).toEqual(['help-live']);
    expect((await db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual([
      'reset-lately',
    ]);
    expect((await db.select().from(oidcModels)).map((r) => r.id).sort()).toEqual([
      'never-expires',
      'session-live',
    ]);
    // A second run finds nothing more to do.
    expect(Object.values(await pruneSignIn(db, NOW))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('the job prunes at start, logs what went, and stops cleanly', async () => {
    const { db } = database;
    await db
      .insert(loginFailures)
      .values({ email: 'job@test.example', ip: '10.0.0.2', at: ago(2 * DAY) });
    const logged: object[] = [];
    const clock = createTestClock(NOW.getTime());
    const job = startSignInPruning(
      db,
      clock,
      { info: (counts) => logged.push(counts), error: (obj) => logged.push(obj) },
      60_000,
    );
    await expect.poll(() => logged.length).toBe(1);
    await job.stop();
    expect(logged[0]).toMatchObject({ loginFailures: 1 });
  });
});
