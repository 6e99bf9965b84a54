import { createHmac, randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { requestLogSerializers } from './lib/log-redaction';
import { trackRequestsInFlight } from './lib/requests-in-flight';
import { SERVER_ROOT } from './lib/server-root';
import { createSmtpSender } from './modules/mail/mail-sender';
import { parseEnv } from './config/env';
import { signInSettingsFrom } from './config/sign-in-settings';
import { openPglite, openPostgres } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { ensureReferenceData } from './db/reference-data';
import { ensurePickupLocations } from './modules/pickups/pickups.repository';
import { openMissingTransactions } from './db/transaction-open';
import { topUpTransactions } from './modules/demo/transactions-top-up';
import { startAuctionClock } from './jobs/auction-clock';
import { startSignInPruning } from './jobs/prune-sign-in';
import { startNoticePruning } from './modules/notifications/notices-pruning';
import { startIdempotencyPruning } from './jobs/prune-idempotency';
import { Redis } from 'ioredis';
import { systemClock } from './lib/clock';
import { LocalFileStore } from './lib/files/local-file-store';
import { topUpListingPhotos } from './modules/demo/listing-photos-top-up';
import { topUpInvites } from './modules/demo/invites-top-up';
import { seedDemoData } from './modules/demo/seed';
import { DEMO_PASSWORD, DEMO_USERS } from './modules/demo/demo-accounts';
import { registerRealtime } from './plugins/realtime';
import { metricsTokenFrom } from './plugins/metrics';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';
import type { HeldNews, HeldNewsBus } from './modules/bids/held-news';
import { createRedisHeldNews } from './modules/bids/held-news-redis';

/** How long a shutdown may take before the process gives up on what is left and exits 1. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const DEFAULT_WEB_DIST = join(SERVER_ROOT, '..', 'web', 'dist');

/**
 * The key that signs document links: FILE_URL_SECRET, else one derived from the realtime secret
 * (which every node of a cluster must share anyway), else one of this process only, so links
 * made before a restart stop working and the portal hands out new ones.
 */
function fileUrlSecret(env: ReturnType<typeof parseEnv>): string {
  if (env.FILE_URL_SECRET) return env.FILE_URL_SECRET;
  if (env.REALTIME_GENERAL_SECRET)
    return createHmac('sha256', env.REALTIME_GENERAL_SECRET)
      .update('auction-file-links')
      .digest('hex');
  return randomBytes(32).toString('hex');
}

/** The address people reach the site at, for links in e-mails. */
function publicUrlOf(env: ReturnType<typeof parseEnv>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

async function main(): Promise<void> {
  const env = parseEnv();
  const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(resolve(env.DATA_DIR));
  const database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE)
    : await openPglite(join(resolve(env.DATA_DIR), 'pgdata'));
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensurePickupLocations(database.db);
  const files = LocalFileStore.inDataDir(resolve(env.DATA_DIR));
  // Wins from before transactions existed get theirs.
  await openMissingTransactions(database.db);
  if (env.DEMO_DATA) {
    const demo = await seedDemoData(database.db, { now: new Date(systemClock.now()) });
    await topUpListingPhotos(database.db, files, systemClock);
    await topUpTransactions(database.db, files, new Date(systemClock.now()));
    await topUpInvites(database.db, {
      now: new Date(systemClock.now()),
      publicUrl: publicUrlOf(env),
    });
    console.info(
      `Demo data ${demo.isFirstStart ? 'made' : 'topped up'}: ${demo.activeAuctions} live and ${demo.previewAuctions} preview auctions ` +
        `(accounts ${DEMO_USERS.map((user) => user.email).join(', ')}; password ${DEMO_PASSWORD})`,
    );
  }

  // Rate-limit counts shared by every node (docs/abuse-resistance.md); a dropped connection only
  // lets requests through uncounted until it is back.
  const rateLimitRedis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  rateLimitRedis?.on('error', (err) => console.warn(`rate-limit Redis: ${err.message}`));
  // What this node's bids wrote, for the other nodes holding those auctions (ADR 0009); the bus
  // hears through the app, so it is made once the app exists.
  const held: { news?: HeldNewsBus } = {};
  // The hub logs through the app's logger, so it is made once the app exists; until then nothing publishes.
  const realtime: { hub?: RealtimeHub } = {};
  const running: { clock?: ReturnType<typeof startAuctionClock> } = {};
  const app = await buildApp({
    db: database.db,
    preparedDb: database.prepared,
    clock: systemClock,
    files,
    realtime: {
      publish: (...args) => (realtime.hub ? realtime.hub.publish(...args) : Promise.resolve()),
      authorizeChannel: (...args) => {
        if (!realtime.hub) throw new Error('realtime is not ready');
        return realtime.hub.authorizeChannel(...args);
      },
    },
    settings: {
      tokenTtlHours: env.TOKEN_TTL_HOURS,
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginWindowMinutes: env.LOGIN_WINDOW_MINUTES,
      realtimeKeys: { general: env.REALTIME_GENERAL_KEY, auction: env.REALTIME_AUCTION_KEY },
      fileUrlSecret: fileUrlSecret(env),
    },
    mail: {
      sender: env.SMTP_URL ? createSmtpSender({ url: env.SMTP_URL, from: env.MAIL_FROM }) : null,
      publicUrl: publicUrlOf(env),
    },
    payments: {
      gatewayUrl: env.PAY_GATEWAY_URL,
      merchantId: env.PAY_GATEWAY_MERCHANT_ID,
      secret: env.PAY_GATEWAY_SECRET,
      publicUrl: publicUrlOf(env),
    },
    signIn: signInSettingsFrom(env, publicUrlOf(env)),
    rateLimitRedis,
    ...(env.REDIS_URL ? { tellHeldNews: (news: HeldNews) => held.news?.publish(news) } : {}),
    webDist: env.WEB_DIST ?? DEFAULT_WEB_DIST,
    clockStatus: () => running.clock?.status() ?? null,
    // Read here until the settings schema names it (docs/operations.md).
    metricsToken: metricsTokenFrom(process.env),
    logger: { level: env.LOG_LEVEL, serializers: requestLogSerializers },
  });
  const hub = await createRealtimeHub({
    apps: {
      general: {
        key: env.REALTIME_GENERAL_KEY,
        secret: env.REALTIME_GENERAL_SECRET ?? randomBytes(32).toString('hex'),
      },
      auction: {
        key: env.REALTIME_AUCTION_KEY,
        secret: env.REALTIME_AUCTION_SECRET ?? randomBytes(32).toString('hex'),
      },
    },
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    logger: app.log,
    maxConnections: env.REALTIME_MAX_CONNECTIONS,
    maxConnectionsPerAddress: env.REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
    sendBufferBudgetBytes: env.REALTIME_SEND_BUFFER_BUDGET_MB * 1024 * 1024,
    // The proxies the HTTP API believes, so a client counts as one address on both.
    trustProxy: signInSettingsFrom(env, publicUrlOf(env)).trustProxy,
  });
  realtime.hub = hub;
  if (env.REDIS_URL)
    held.news = await createRedisHeldNews({
      url: env.REDIS_URL,
      logger: app.log,
      hear: (news) => app.hearHeldNews(news),
    });
  // Shutdown drains before the realtime hook closes the sockets, so requests in flight finish
  // and publish their events first (docs/operations.md).
  const inFlight = trackRequestsInFlight(app);
  const stopping: { work?: Promise<void> } = {};
  app.addHook('preClose', async () => {
    await stopping.work;
    await inFlight.drained();
  });
  registerRealtime(app, hub);
  await app.listen({ port: env.PORT, host: env.HOST });
  const clock = env.CLOCK_ENABLED
    ? startAuctionClock(app.lifecycle, env.CLOCK_INTERVAL_MS, app.log)
    : null;
  if (clock) running.clock = clock;
  const pruning = startSignInPruning(database.db, systemClock, app.log);
  // Publishes private notices a crash or a Redis failure left unpublished (docs/notifications.md).
  const noticeRelay = app.notices.startRelay();
  const noticePruning = startNoticePruning(database.db, systemClock, app.log);
  const keyPruning = startIdempotencyPruning(database.db, systemClock, app.log);
  console.info(
    `AutoBid is running at http://localhost:${env.PORT} (database: ${database.kind}${env.REDIS_URL ? ', realtime through Redis' : ''})`,
  );

  /**
   * Graceful shutdown (docs/operations.md): from the signal on, new requests are answered 503 (so a
   * load balancer sends them elsewhere); the clock and the jobs stop; requests in flight finish,
   * bids waiting in the sequencer included; realtime sockets close with 4200 so clients reconnect
   * at once (to another node, or to this one once it is back); then Redis and the database close.
   * What has not finished after SHUTDOWN_TIMEOUT_MS is abandoned with exit code 1.
   */
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const hardStop = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    stopping.work = (async () => {
      await clock?.stop();
      await pruning.stop();
      await noticeRelay.stop();
      await noticePruning.stop();
      await keyPruning.stop();
    })();
    try {
      await app.close();
      await rateLimitRedis?.quit().catch(() => rateLimitRedis.disconnect());
      await held.news?.close();
      await database.close();
      unlock();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(hardStop);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
