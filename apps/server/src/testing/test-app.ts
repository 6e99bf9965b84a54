import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RealtimeApp } from '@autobid/contract';
import { buildApp } from '../app';
import type { MailSettings } from '../modules/admin/admin.plugin';
import type { DatabaseHandle } from '../db/client';
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub';
import { createTestClock } from './test-clock';
import { createTestDatabase } from './test-database';
import { createTempFileStore } from './files';
import type { FileStore } from '../lib/files/file-store';
import { createUser, TEST_PASSWORD } from './factories';
import { DEFAULT_SIGN_IN_SETTINGS, type SignInSettings } from '../config/sign-in-settings';
import type { PaymentSettings } from '../modules/online-payments/gateway-client';

export interface PublishedEvent {
  app: RealtimeApp;
  channel: string;
  event: string;
  data: unknown;
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  clock: ReturnType<typeof createTestClock>;
  hub: RealtimeHub;
  published: PublishedEvent[];
  /** While on, every realtime publish fails, as when Redis refuses it; nothing is recorded. */
  refusePublishes(refuse: boolean): void;
  login(email: string, password?: string): Promise<string>;
  /** A new dealer in a new dealer group, signed in: the user and the headers that carry their token. */
  dealer(): Promise<{
    user: Awaited<ReturnType<typeof createUser>>;
    headers: Record<string, string>;
  }>;
  close(): Promise<void>;
}

/** The whole app on a fresh database with a still clock; every realtime publish is also recorded. */
export async function createTestContext(
  options: {
    now?: number;
    files?: FileStore;
    mail?: MailSettings;
    payments?: PaymentSettings;
    /** Sign-in settings (docs/sign-in.md); the zero-setup defaults otherwise. */
    signIn?: Partial<SignInSettings>;
    /** Request counts in Redis, shared by every app given a client of the same server. */
    rateLimitRedis?: Redis;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = createTestClock(options.now);
  const hub = await createRealtimeHub({
    apps: {
      general: { key: 'test-general', secret: 'test-general-secret-0123456789' },
      auction: { key: 'test-auction', secret: 'test-auction-secret-0123456789' },
    },
  });
  const published: PublishedEvent[] = [];
  let refusing = false;
  const app = await buildApp({
    db: database.db,
    preparedDb: database.prepared,
    clock,
    files: options.files ?? (await createTempFileStore()),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.rateLimitRedis ? { rateLimitRedis: options.rateLimitRedis } : {}),
    // Tests sign in dozens of times a minute from one address: request limits stay out of the
    // way unless a test sets them (docs/abuse-resistance.md).
    signIn: {
      ...DEFAULT_SIGN_IN_SETTINGS,
      rateLimits: { enabled: true, signInPerMinute: 100_000, bidsPerMinute: 1_000_000 },
      ...options.signIn,
    },
    realtime: {
      publish: async (appName, channel, event, data) => {
        if (refusing) throw new Error('publish refused');
        published.push({ app: appName, channel, event, data });
        await hub.publish(appName, channel, event, data);
      },
      authorizeChannel: (appName, socketId, channel) =>
        hub.authorizeChannel(appName, socketId, channel),
    },
    settings: {
      tokenTtlHours: 24,
      loginMaxFailures: 5,
      loginWindowMinutes: 15,
      realtimeKeys: { general: 'test-general', auction: 'test-auction' },
      fileUrlSecret: 'test-file-url-secret-0123456789',
    },
  });
  async function login(email: string, password = TEST_PASSWORD): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/auction/api/v1/loginByEmail?include=active_group',
      payload: { email, password },
    });
    if (res.statusCode !== 200)
      throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: { access_token: string } }>().data.access_token;
  }

  return {
    app,
    database,
    db: database.db,
    clock,
    hub,
    published,
    refusePublishes(refuse) {
      refusing = refuse;
    },
    login,
    async dealer() {
      const user = await createUser(database.db);
      return { user, headers: { authorization: `Bearer ${await login(user.email)}` } };
    },
    async close() {
      await app.close();
      await hub.close();
      await database.close();
    },
  };
}
