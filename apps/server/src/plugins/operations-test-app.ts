import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { DEFAULT_SIGN_IN_SETTINGS, type SignInSettings } from '../config/sign-in-settings';
import type { DatabaseHandle } from '../db/client';
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub';
import { createTempFileStore } from '../testing/files';
import { createTestClock } from '../testing/test-clock';
import { createTestDatabase } from '../testing/test-database';
import { registerRealtime } from './realtime';

export interface OperationsTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  hub: RealtimeHub;
  close(): Promise<void>;
}

/**
 * The whole app as `createTestContext` builds it, with the settings the operations tests vary
 * (clock status, metrics token, Redis, public address, web build) and the realtime endpoint
 * served as `server.ts` serves it.
 */
export async function createOperationsTestApp(
  options: Partial<
    Pick<AppOptions, 'clockStatus' | 'metricsToken' | 'rateLimitRedis' | 'webDist'>
  > & { signIn?: Partial<SignInSettings> } = {},
): Promise<OperationsTestApp> {
  const database = await createTestDatabase();
  const hub = await createRealtimeHub({
    apps: {
      general: { key: 'test-general', secret: 'test-general-secret-0123456789' },
      auction: { key: 'test-auction', secret: 'test-auction-secret-0123456789' },
    },
  });
  const { signIn, ...rest } = options;
  const app = await buildApp({
    db: database.db,
    preparedDb: database.prepared,
    clock: createTestClock(),
    files: await createTempFileStore(),
    signIn: {
      ...DEFAULT_SIGN_IN_SETTINGS,
      rateLimits: { enabled: true, signInPerMinute: 100_000, bidsPerMinute: 1_000_000 },
      ...signIn,
    },
    realtime: {
      publish: (...args) => hub.publish(...args),
      authorizeChannel: (...args) => hub.authorizeChannel(...args),
    },
    settings: {
      tokenTtlHours: 24,
      loginMaxFailures: 5,
      loginWindowMinutes: 15,
      realtimeKeys: { general: 'test-general', auction: 'test-auction' },
      fileUrlSecret: 'test-file-url-secret-0123456789',
    },
    ...rest,
  });
  registerRealtime(app, hub);
  return {
    app,
    database,
    hub,
    async close() {
      await app.close();
      await hub.close();
      await database.close();
    },
  };
}
