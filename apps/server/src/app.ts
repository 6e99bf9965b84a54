import formbody from '@fastify/formbody';
import { DEFAULT_SIGN_IN_SETTINGS, type SignInSettings } from './config/sign-in-settings';

/** The portal's client id at the central sign-in service (docs/sign-in.md). */
export const SSO_CLIENT_ID = 'autobid-portal';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { channels, type RealtimeApp } from '@autobid/contract';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { FileStore } from './lib/files/file-store';
import { createAuctionEvents } from './modules/auctions/auction-events';
import { registerNotifications } from './modules/notifications/notifications.plugin';
import { auctionsRoutes } from './modules/auctions/auctions.routes';
import { createAuctionsRepository } from './modules/auctions/auctions.repository';
import { createAuctionsService } from './modules/auctions/auctions.service';
import { authRoutes } from './modules/auth/auth.routes';
import { registerPhoneSignIn } from './modules/phone-sign-in/phone-sign-in.plugin';
import { registerSso } from './modules/sso/sso.plugin';
import { awardsRoutes } from './modules/awards/awards.routes';
import { createListingsRepository } from './modules/listings/listings.repository';
import { listingsRoutes } from './modules/listings/listings.routes';
import { createListingFileLinks } from './modules/listings/listing-file-links';
import { createListingFilesRepository } from './modules/listings/listing-files.repository';
import { listingFilesRoutes } from './modules/listings/listing-files.routes';
import { createListingFilesService } from './modules/listings/listing-files.service';
import { createListingsService } from './modules/listings/listings.service';
import { createInspectionsRepository } from './modules/inspections/inspections.repository';
import { inspectionsRoutes } from './modules/inspections/inspections.routes';
import { createInspectionPhotosService } from './modules/inspections/inspection-photos.service';
import { createInspectionsService } from './modules/inspections/inspections.service';
import { createAwardsRepository } from './modules/awards/awards.repository';
import { createAwardsService } from './modules/awards/awards.service';
import { createStaffRepository } from './modules/staff/staff.repository';
import { staffRoutes } from './modules/staff/staff.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createStaffService } from './modules/staff/staff.service';
import { createRunSheetRepository } from './modules/staff/run-sheet.repository';
import { createRunSheetService } from './modules/staff/run-sheet.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { bidsRoutes } from './modules/bids/bids.routes';
import { createBidsRepository } from './modules/bids/bids.repository';
import { createBidEngine } from './modules/bids/bid-engine';
import { createBidsService } from './modules/bids/bids.service';
import type { HeldNews, TellHeldNews } from './modules/bids/held-news';
import { createLockedChange } from './modules/bids/locked-change';
import { createSealedBidsService } from './modules/bids/sealed-bids.service';
import { createSnapItsService } from './modules/bids/snap-its.service';
import { configRoutes } from './modules/config/config.routes';
import { createMarketCatalog } from './modules/config/market-catalog';
import { createMarketsRepository } from './modules/config/markets.repository';
import { createSessionsRepository } from './modules/config/sessions.repository';
import { sessionsRoutes, type ClockStatus } from './modules/config/sessions.routes';
import { mediaRoutes } from './modules/demo/media.routes';
import { createLifecycleRepository } from './modules/lifecycle/lifecycle.repository';
import {
  createLifecycleService,
  type LifecycleService,
} from './modules/lifecycle/lifecycle.service';
import { createGeneralRepository } from './modules/general/general.repository';
import { generalRoutes } from './modules/general/general.routes';
import { createGeneralService } from './modules/general/general.service';
import { createFileLinks } from './modules/portal/file-links';
import { createPortalRepository } from './modules/portal/portal.repository';
import { portalRoutes } from './modules/portal/portal.routes';
import { createPortalService } from './modules/portal/portal.service';
import { realtimeAuthRoutes } from './modules/realtime-auth/realtime-auth.routes';
import { createSellerRepository } from './modules/sellers/sellers.repository';
import { sellersRoutes } from './modules/sellers/sellers.routes';
import { createSaleSessionsRepository } from './modules/sale-sessions/sale-sessions.repository';
import { saleSessionsRoutes } from './modules/sale-sessions/sale-sessions.routes';
import { createSaleSessionsService } from './modules/sale-sessions/sale-sessions.service';
import { createSessionLotsService } from './modules/sale-sessions/session-lots.service';
import { createSellersService } from './modules/sellers/sellers.service';
import { createWatchlistRepository } from './modules/watchlist/watchlist.repository';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes';
import { createWatchlistService } from './modules/watchlist/watchlist.service';
import { registerAccess } from './access/access';
import { registerAuthentication } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency } from './plugins/idempotency';
import { registerInputGuard } from './plugins/input-guard';
import { registerRateLimits } from './plugins/rate-limits';
import { registerHealth } from './plugins/health';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createBotCheck } from './lib/bot-check';
import type { Redis } from 'ioredis';
import { registerWebApp } from './plugins/web-app';
import { collectApiRoutes } from './lib/openapi';
import { openApiRoutes } from './plugins/openapi';
import { registerAdmin, type MailSettings } from './modules/admin/admin.plugin';
import { registerAccount } from './modules/account/account.plugin';

import { createDocumentLinks } from './modules/transactions/document-links';
import { createFinanceService } from './modules/transactions/finance.service';
import { createHandoverPhotoLinks } from './modules/transactions/handover-photos';
import { createTransactionsRepository } from './modules/transactions/transactions.repository';
import { transactionsRoutes } from './modules/transactions/transactions.routes';
import { createTransactionsService } from './modules/transactions/transactions.service';
import { buyingTermsRoutes } from './modules/buying-terms/buying-terms.routes';
import { createBuyingTermsRepository } from './modules/buying-terms/buying-terms.repository';
import { createBuyingTermsService } from './modules/buying-terms/buying-terms.service';
import { createFloorStockRepository } from './modules/floor-stock/floor-stock.repository';
import { floorStockRoutes } from './modules/floor-stock/floor-stock.routes';
import { createFloorStockService } from './modules/floor-stock/floor-stock.service';
import { createPickupsRepository } from './modules/pickups/pickups.repository';
import { pickupsRoutes } from './modules/pickups/pickups.routes';
import { createPickupsService } from './modules/pickups/pickups.service';
import {
  createGatewayClient,
  SANDBOX_PAYMENT_SETTINGS,
  type PaymentSettings,
} from './modules/online-payments/gateway-client';
import { createOnlinePaymentsRepository } from './modules/online-payments/online-payments.repository';
import { onlinePaymentsRoutes } from './modules/online-payments/online-payments.routes';
import { createOnlinePaymentsService } from './modules/online-payments/online-payments.service';
import { createPaymentOutcomes } from './modules/online-payments/payment-outcome';

/** What the app needs of the realtime hub. */
export interface RealtimePort {
  publish(app: RealtimeApp, channel: string, event: string, data: unknown): Promise<void>;
  authorizeChannel(app: RealtimeApp, socketId: string, channelName: string): { auth: string };
}

export interface AppOptions {
  db: Database;
  /** Where statements prepared by name run (`DatabaseHandle.prepared`); `db` when absent. */
  preparedDb?: Database;
  clock: Clock;
  realtime: RealtimePort;
  /** Uploaded and generated files (docs/files.md): `LocalFileStore.inDataDir(DATA_DIR)` by default. */
  files: FileStore;
  settings: {
    tokenTtlHours: number;
    loginMaxFailures: number;
    loginWindowMinutes: number;
    realtimeKeys: { general: string; auction: string };
    /** Signs the links to auction documents; every node of one installation needs the same. */
    fileUrlSecret: string;
  };
  /** E-mail: SMTP when configured, else the outbox only; the default keeps mail in the outbox. */
  mail?: MailSettings;
  /** The ways in and their guards (docs/sign-in.md); nothing trusted and no providers by default. */
  signIn?: SignInSettings;
  /** Shares rate-limit counts between nodes (docs/abuse-resistance.md); in memory when absent. */
  rateLimitRedis?: Redis | null;
  /** Tells the other nodes what this node's bids wrote to the auctions they hold (ADR 0009); none alone. */
  tellHeldNews?: TellHeldNews;
  /** The online payment gateway and this server's public address; the local sandbox by default. */
  payments?: PaymentSettings;
  webDist?: string;
  /** The running clock's state, for `/config/session-state`; null where this process runs none. */
  clockStatus?: () => ClockStatus | null;
  /** METRICS_TOKEN: `/metrics` answers only with it; only loopback callers when null (docs/operations.md). */
  metricsToken?: string | null;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: LifecycleService;
    /** Another node's news of what its bids wrote; `server.ts` hears it from Redis (ADR 0009). */
    hearHeldNews(news: HeldNews): void;
  }
}

/** Builds the whole API as one Fastify instance; `server.ts` only adds sockets, the clock and listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, clock, settings } = options;
  const signIn = options.signIn ?? DEFAULT_SIGN_IN_SETTINGS;
  // Forwarded headers are believed only from the proxies named in TRUST_PROXY (docs/abuse-resistance.md).
  const trustProxy = signIn.trustProxy.length > 0 ? signIn.trustProxy : false;
  const app = Fastify({ logger: options.logger ?? false, trustProxy, bodyLimit: 64 * 1024 });
  // Before any route: schemas are documentation only, and every route is seen (docs/api.md).
  const apiRoutes = collectApiRoutes(app);
  registerErrorHandler(app);
  await registerRateLimits(app, {
    settings: signIn.rateLimits,
    redis: options.rateLimitRedis ?? null,
  });
  await app.register(formbody);
  // Security headers and the pages' content security policy (docs/operations.md).
  await registerSecurityHeaders(app, {
    publicUrl: signIn.publicUrl,
    recaptcha: Boolean(signIn.botCheck.secret && signIn.botCheck.siteKey),
    ssoRedirectUris: signIn.ssoRedirectUris,
    webDist: options.webDist,
  });

  const markets = createMarketCatalog(createMarketsRepository(db).findAll, clock);
  const { realtime } = options;
  const events = createAuctionEvents((...args) => realtime.publish(...args), app.log);
  const auctions = createAuctionsService(createAuctionsRepository(db, options.preparedDb), {
    clock,
    markets,
  });
  const watchlist = createWatchlistService({
    db,
    repo: createWatchlistRepository(db),
    clock,
    auctions,
  });
  const portal = createPortalService({
    repo: createPortalRepository(db),
    clock,
    auctions,
    fileLinks: createFileLinks(settings.fileUrlSecret, clock),
    files: options.files,
  });
  const auth = createAuthService(
    createAuthRepository(db),
    clock,
    {
      tokenTtlHours: settings.tokenTtlHours,
      maxFailures: settings.loginMaxFailures,
      windowMinutes: settings.loginWindowMinutes,
      botCheck: createBotCheck(signIn.botCheck),
      log: app.log,
    },
    {
      watchedIds: (userId) => watchlist.watchedIds(userId),
      countOverdue: (userId) => portal.countOverdue(userId),
    },
  );
  const buyingTerms = createBuyingTermsService({
    repo: createBuyingTermsRepository(db),
    markets,
    clock,
  });
  const bidsRepo = createBidsRepository();
  const engine = createBidEngine(bidsRepo);
  const locked = createLockedChange({
    db,
    repo: bidsRepo,
    markets,
    clock,
    events,
    auctions,
    log: app.log,
    engine,
    ...(options.preparedDb ? { heldDb: options.preparedDb } : {}),
    ...(options.tellHeldNews ? { tellHeldNews: options.tellHeldNews } : {}),
  });
  const bids = createBidsService({
    db,
    repo: bidsRepo,
    locked,
    engine,
    buyingPower: buyingTerms,
  });
  const snapIts = createSnapItsService({
    db,
    repo: bidsRepo,
    locked,
    engine,
    buyingPower: buyingTerms,
  });
  const sealedBids = createSealedBidsService({
    repo: bidsRepo,
    locked,
    buyingPower: buyingTerms,
  });
  const awards = createAwardsService({
    db,
    repo: createAwardsRepository(),
    clock,
    events,
    auctions,
  });
  app.decorate('hearHeldNews', (news: HeldNews) => locked.hearHeldNews(news));
  app.decorate(
    'lifecycle',
    createLifecycleService({
      db,
      repo: createLifecycleRepository(),
      clock,
      events,
      settleMaxBids: (id) => bids.settleMaxBids(id),
      fireSnapIts: (id) => snapIts.fireDue(id),
      expireNegotiations: () => awards.expireDue(),
      inOrder: async (auctionId, run) => {
        let committed: Awaited<ReturnType<typeof run>> = null;
        await locked.applyChange(auctionId, async (tx, _auction, _market, now) => {
          const change = await run(tx, now);
          return {
            kind: 'done',
            settlement: { published: null, outbid: [], afterCommit: () => (committed = change) },
          };
        });
        return committed;
      },
    }),
  );

  registerAuthentication(app, auth);
  registerAccess(app);
  registerInputGuard(app);
  // Idempotency keys (docs/idempotency.md): after access and the input guard, so the caller is
  // known and refused input takes no key; before the routes.
  registerIdempotency(app, { db, clock });
  // Probes and metrics (docs/operations.md): before the routes, so every route is measured.
  registerHealth(app, {
    db,
    redis: options.rateLimitRedis ?? null,
    clockStatus: options.clockStatus ?? (() => null),
  });
  registerMetrics(app, {
    db,
    ...(options.preparedDb ? { preparedDb: options.preparedDb } : {}),
    batchCounts: () => locked.batchCounts(),
    clockStatus: options.clockStatus ?? (() => null),
    token: options.metricsToken ?? null,
  });
  // Outside production, what no provider delivers is shown on the dev outbox page (docs/sign-in.md).
  const devOutbox = !signIn.production && (!options.mail?.sender || !signIn.smsGatewayDomain);
  await app.register(configRoutes, {
    markets,
    clock,
    realtimeKeys: settings.realtimeKeys,
    signIn: {
      centralSignIn: signIn.centralSignIn,
      ssoClientId: SSO_CLIENT_ID,
      recaptchaSiteKey: signIn.botCheck.secret ? signIn.botCheck.siteKey : null,
      devOutbox,
    },
  });
  await app.register(authRoutes, { auth });
  const phoneSignIn = await registerPhoneSignIn(app, {
    db,
    clock,
    botCheck: createBotCheck(signIn.botCheck),
    mailSender: options.mail?.sender ?? null,
    smsGatewayDomain: signIn.smsGatewayDomain,
    production: signIn.production,
    startSession: (user) => auth.startSession(user),
  });
  // The central sign-in service (docs/central-sign-in.md); its tokens work on every API from here on.
  const sso = await registerSso(app, {
    db,
    auth,
    clientId: SSO_CLIENT_ID,
    publicUrl: signIn.publicUrl,
    redirectUris: signIn.ssoRedirectUris,
    tokenTtlHours: settings.tokenTtlHours,
    behindProxy: signIn.trustProxy.length > 0,
    phone: phoneSignIn.proof,
  });
  await app.register(auctionsRoutes, { auctions, readHeld: locked.readHeld });
  await app.register(watchlistRoutes, { watchlist });
  await app.register(portalRoutes, { portal });
  await app.register(sellersRoutes, {
    sellers: createSellersService({
      repo: createSellerRepository(db),
      clock,
      negotiation: (id) => awards.negotiationView(id),
    }),
  });
  await app.register(generalRoutes, {
    general: createGeneralService({ repo: createGeneralRepository(db), clock }),
  });
  // Private notices: kept, relayed at least once, and listed (docs/notifications.md).
  await registerNotifications(app, {
    db,
    clock,
    publish: (...args) => realtime.publish(...args),
    events,
  });
  await app.register(bidsRoutes, { bids, snapIts, sealedBids });
  await app.register(realtimeAuthRoutes, {
    authorizeChannel: (...args) => realtime.authorizeChannel(...args),
  });
  await app.register(awardsRoutes, { awards });
  const transactionsRepo = createTransactionsRepository(db);
  const handoverPhotoLinks = createHandoverPhotoLinks(settings.fileUrlSecret, clock);
  await app.register(transactionsRoutes, {
    transactions: createTransactionsService({
      repo: transactionsRepo,
      clock,
      files: options.files,
      links: createDocumentLinks(settings.fileUrlSecret, clock),
      events,
      photoLinks: handoverPhotoLinks,
    }),
    finance: createFinanceService({
      repo: transactionsRepo,
      clock,
      files: options.files,
      events,
      photoLinks: handoverPhotoLinks,
    }),
  });
  const paymentSettings = options.payments ?? SANDBOX_PAYMENT_SETTINGS;
  const onlinePaymentsRepo = createOnlinePaymentsRepository(db);
  await app.register(onlinePaymentsRoutes, {
    payments: createOnlinePaymentsService({
      repo: onlinePaymentsRepo,
      transactions: transactionsRepo,
      gateway: createGatewayClient(paymentSettings, clock),
      outcomes: createPaymentOutcomes({
        repo: onlinePaymentsRepo,
        clock,
        events,
        log: app.log,
      }),
      settings: paymentSettings,
      clock,
      log: app.log,
    }),
  });
  await app.register(floorStockRoutes, {
    floorStock: createFloorStockService({
      repo: createFloorStockRepository(db),
      clock,
      events,
    }),
  });
  await app.register(pickupsRoutes, {
    pickups: createPickupsService({
      repo: createPickupsRepository(db),
      clock,
      events,
    }),
  });
  await app.register(buyingTermsRoutes, { buyingTerms });
  const listingsRepo = createListingsRepository(db);
  const listingFileLinks = createListingFileLinks(settings.fileUrlSecret, clock);
  await app.register(listingsRoutes, {
    listings: createListingsService({
      db,
      repo: listingsRepo,
      clock,
      events,
      links: listingFileLinks,
    }),
  });
  await app.register(listingFilesRoutes, {
    files: createListingFilesService({
      db,
      repo: createListingFilesRepository(),
      listings: listingsRepo,
      store: options.files,
      clock,
      links: listingFileLinks,
    }),
  });
  const inspectionsRepo = createInspectionsRepository(db);
  await app.register(inspectionsRoutes, {
    inspections: createInspectionsService({ db, repo: inspectionsRepo, clock }),
    photos: createInspectionPhotosService({
      db,
      repo: inspectionsRepo,
      clock,
      store: options.files,
    }),
  });
  await app.register(staffRoutes, {
    staff: createStaffService({ db, repo: createStaffRepository(), clock, events }),
    runSheet: createRunSheetService({ repo: createRunSheetRepository(db), clock }),
  });
  const saleSessionsRepo = createSaleSessionsRepository(db);
  const saleSessions = createSaleSessionsService({ db, repo: saleSessionsRepo, clock, events });
  await app.register(saleSessionsRoutes, {
    sessions: saleSessions,
    lots: createSessionLotsService({
      db,
      repo: saleSessionsRepo,
      clock,
      events,
      sessions: saleSessions,
    }),
  });
  await app.register(auditRoutes, {
    audit: createAuditService({ repo: createAuditRepository(db) }),
  });
  await app.register(sessionsRoutes, {
    repo: createSessionsRepository(db),
    clock,
    clockStatus: options.clockStatus ?? (() => null),
  });
  await registerAdmin(app, {
    db,
    clock,
    mail: options.mail ?? { sender: null, publicUrl: 'http://localhost:3000' },
    forgetSessions: (userId) => auth.forgetUser(userId),
    publishToUser: (userId, event) => realtime.publish('general', channels.user(userId), event, {}),
    onMarketChange: () => markets.invalidate(),
  });
  // Password reset and the account calls (docs/account.md).
  await registerAccount(app, {
    db,
    clock,
    mailSender: options.mail?.sender ?? null,
    publicUrl: signIn.publicUrl,
    botCheck: signIn.botCheck,
    forgetSessions: (userId) => auth.forgetUser(userId),
    endCentralSessions: (userId, keep) => sso.revokeAccount(userId, keep),
  });
  await app.register(mediaRoutes);
  await app.register(openApiRoutes, { routes: apiRoutes });
  if (options.webDist) await registerWebApp(app, options.webDist);
  return app;
}
