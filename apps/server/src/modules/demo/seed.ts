import { openMissingTransactionsIn } from '../../db/transaction-open';
import { hashPassword } from '../../lib/password';
import type { IncrementTable } from '@autobid/auction';
import type { Database } from '../../db/client';
import type { PlanContext } from './auction-planner';
import type { Bidder } from './bid-ladder';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_USERS } from './demo-accounts';
import { findIncrementTables, findUsersByEmails, lockDemoSeed } from './demo.repository';
import { stockSecondSeller, topUpDemoAccounts } from './accounts-top-up';
import { createDemoAccounts, listFirstStock } from './first-start';
import { createRandom } from './random';
import { seedPortalDemo, type PortalDealer } from './portal-demo';
import { STANDING_TARGETS, topUpAuctions } from './top-up';
import { topUpListings } from './listings-top-up';
import { topUpHandStock } from './hand-stock-top-up';
import { topUpSessions } from './sessions-top-up';
import { topUpPastSession } from './past-session-top-up';
import { topUpInspections } from './inspections-top-up';
import { translateDemoContent } from './translations-top-up';
import { topUpNotices } from './notices-top-up';

/** What one seeding run made. */
export interface DemoSummary {
  /** True when the demo accounts did not exist yet and the whole demo world was created. */
  isFirstStart: boolean;
  groups: number;
  users: number;
  cars: number;
  auctions: number;
  activeAuctions: number;
  previewAuctions: number;
  bids: number;
  durationMs: number;
}

// A fixed seed makes every fresh demo look the same, which keeps screenshots and docs true.
const FIRST_START_SEED = 20_240_601;

const DEMO_EMAIL_LIST = DEMO_USERS.map((u) => u.email);

type DemoAccount = Awaited<ReturnType<typeof findUsersByEmails>>[number];

/**
 * Creates the demo world on first start (no demo account yet), then on every start lists cars
 * again so each market keeps its live and preview auctions. All of it runs in one transaction,
 * so a crash half-way leaves nothing half-made.
 */
export async function seedDemoData(
  db: Database,
  options: { now: Date; log?: (msg: string) => void },
): Promise<DemoSummary> {
  const { now } = options;
  const startedAt = performance.now();
  // argon2 costs tens of milliseconds: pay it once for all the accounts, and outside the
  // transaction, and only when accounts are going to be created.
  const known = await findUsersByEmails(db, DEMO_EMAIL_LIST);
  const passwordHash =
    known.length < DEMO_EMAIL_LIST.length ? await hashPassword(DEMO_PASSWORD) : null;

  const summary = await db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    const result: DemoSummary = { ...emptySummary(), isFirstStart: false };
    let users = await findUsersByEmails(tx, DEMO_EMAIL_LIST);
    const isFirstStart = users.length === 0;
    if (isFirstStart) {
      const groupIds = await createDemoAccounts(
        tx,
        passwordHash ?? (await hashPassword(DEMO_PASSWORD)),
      );
      users = await findUsersByEmails(tx, DEMO_EMAIL_LIST);
      result.isFirstStart = true;
      result.groups = groupIds.size;
      result.users = users.length;
    }
    result.users += await topUpDemoAccounts(
      tx,
      async () => passwordHash ?? (await hashPassword(DEMO_PASSWORD)),
    );
    const sellerGroupId = users.find((u) => u.email === DEMO_EMAILS.seller)?.activeGroupId;
    if (!sellerGroupId) return result;

    const plan = buildPlanContext({
      now,
      users,
      increments: await findIncrementTables(tx),
      seed: isFirstStart ? FIRST_START_SEED : now.getTime() % 2 ** 32,
    });
    if (isFirstStart) {
      const made = await listFirstStock(tx, { sellerGroupId, plan });
      addCounts(result, made);
    }
    result.cars += await stockSecondSeller(tx, plan);
    const topped = await topUpAuctions(tx, { sellerGroupId, targets: STANDING_TARGETS, plan });
    addCounts(result, {
      ...topped,
      cars: topped.carsCreated,
      auctions: topped.active + topped.preview,
    });
    const portal = await seedPortalDemo(tx, { sellerGroupId, dealers: portalDealers(users), plan });
    addCounts(result, { ...portal, active: 0, preview: 0 });
    await translateDemoContent(tx, sellerGroupId);
    result.cars += await topUpListings(tx, { sellerGroupId, plan });
    result.cars += await topUpSessions(tx, { sellerGroupId, plan });
    result.cars += await topUpPastSession(tx, { sellerGroupId, plan });
    // The demo writes its wins directly; each gets its transaction as a real win does.
    await openMissingTransactionsIn(tx);
    result.cars += await topUpInspections(tx, { sellerGroupId, plan });
    result.cars += await topUpHandStock(tx, { sellerGroupId, plan });
    // Last, so the notices tell what the demo holds once everything above is in place.
    await topUpNotices(tx, now);
    return result;
  });
  summary.durationMs = Math.round(performance.now() - startedAt);
  options.log?.(describe(summary));
  return summary;
}

function buildPlanContext(options: {
  now: Date;
  users: readonly DemoAccount[];
  increments: ReadonlyMap<string, IncrementTable>;
  seed: number;
}): PlanContext {
  const { users, increments } = options;
  const myBidders = [DEMO_EMAILS.dealerA, DEMO_EMAILS.dealerB].flatMap((email): Bidder[] => {
    const user = users.find((u) => u.email === email);
    return user?.activeGroupId ? [{ userId: user.id, groupId: user.activeGroupId }] : [];
  });
  return {
    now: options.now,
    random: createRandom(options.seed),
    incrementsFor: (market) => {
      const table = increments.get(market);
      if (!table) throw new Error(`market ${market} is missing; run ensureReferenceData first`);
      return table;
    },
    // The only SG dealer cannot bid against itself, so SG auctions start without bids.
    biddersFor: (market) => (market === 'MY' ? myBidders : []),
  };
}

function portalDealers(users: readonly DemoAccount[]): PortalDealer[] {
  const markets = [
    [DEMO_EMAILS.dealerA, 'MY'],
    [DEMO_EMAILS.dealerB, 'MY'],
    [DEMO_EMAILS.dealerSg, 'SG'],
  ] as const;
  return markets.flatMap(([email, market]): PortalDealer[] => {
    const user = users.find((u) => u.email === email);
    return user?.activeGroupId ? [{ userId: user.id, groupId: user.activeGroupId, market }] : [];
  });
}

function emptySummary(): Omit<DemoSummary, 'isFirstStart'> {
  return {
    groups: 0,
    users: 0,
    cars: 0,
    auctions: 0,
    activeAuctions: 0,
    previewAuctions: 0,
    bids: 0,
    durationMs: 0,
  };
}

interface Made {
  cars: number;
  auctions: number;
  active: number;
  preview: number;
  bids: number;
}

function addCounts(summary: DemoSummary, made: Made): void {
  summary.cars += made.cars;
  summary.auctions += made.auctions;
  summary.activeAuctions += made.active;
  summary.previewAuctions += made.preview;
  summary.bids += made.bids;
}

function describe(s: DemoSummary): string {
  const head = s.isFirstStart
    ? `demo data created (${s.users} accounts, ${s.groups} groups)`
    : 'demo data topped up';
  return `${head}: ${s.cars} cars, ${s.auctions} auctions (${s.activeAuctions} live, ${s.previewAuctions} preview), ${s.bids} bids in ${s.durationMs} ms`;
}
