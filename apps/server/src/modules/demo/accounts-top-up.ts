import type { Database } from '../../db/client';
import type { PlanContext } from './auction-planner';
import { planActiveAuctions, planPreviewAuctions } from './auction-planner';
import { DEMO_EMAILS, DEMO_GROUPS, DEMO_USERS } from './demo-accounts';
import {
  countSellerCars,
  findGroupsByNames,
  setMissingPhone,
  setStaffRoles,
} from './demo-accounts.repository';
import { findUsersByEmails, insertGroups, insertUsers } from './demo.repository';
import { addDemoCars } from './stock';
import { storeAuctionPlans } from './store-plans';
import { translateDemoContent } from './translations-top-up';

/** How many cars the second seller owns: one live, one in preview, one not listed. */
const SELLER_B_CARS = 3;
/** Numbers the second seller's cars far from the first seller's, so they are other models. */
const SELLER_B_FIRST_INDEX = 500;

/**
 * Every start: creates the demo groups and accounts an older installation lacks (the staff role
 * accounts, the second seller), gives each staff demo account its roles again, and gives a demo
 * account without a phone its demo phone (for sign-in by phone) and group-admin flag.
 */
export async function topUpDemoAccounts(
  db: Database,
  passwordHash: () => Promise<string>,
): Promise<number> {
  const existing = await findGroupsByNames(
    db,
    DEMO_GROUPS.map((g) => g.name),
  );
  const missingGroups = DEMO_GROUPS.filter(
    (g) => !existing.some((e) => e.name === g.name && e.kind === g.kind),
  );
  const made = missingGroups.length
    ? await insertGroups(
        db,
        missingGroups.map(({ name, kind, market }) => ({ name, kind, market })),
      )
    : [];
  const groupIds = new Map(existing.map((e) => [e.name, e.id]));
  missingGroups.forEach((g, i) => groupIds.set(g.name, made[i]!.id));

  const known = await findUsersByEmails(
    db,
    DEMO_USERS.map((u) => u.email),
  );
  const missing = DEMO_USERS.filter((u) => !known.some((k) => k.email.toLowerCase() === u.email));
  if (missing.length) {
    const hash = await passwordHash();
    const groupOf = (key: string | null) => DEMO_GROUPS.find((g) => g.key === key)?.name;
    await insertUsers(
      db,
      missing.map((u) => ({
        email: u.email,
        name: u.name,
        passwordHash: hash,
        role: u.role,
        country: u.country,
        language: 'en' as const,
        activeGroupId: groupIds.get(groupOf(u.groupKey) ?? '') ?? null,
      })),
    );
  }
  for (const user of await findUsersByEmails(
    db,
    DEMO_USERS.map((u) => u.email),
  )) {
    const demo = DEMO_USERS.find((u) => u.email === user.email.toLowerCase());
    if (demo?.staffRoles) await setStaffRoles(db, user.id, demo.staffRoles);
    if (demo) await setMissingPhone(db, user.id, demo.phone, demo.isGroupAdmin ?? false);
  }
  return missing.length;
}

/**
 * Gives the second seller its few cars once (one live auction, one in preview, one not listed),
 * and on every start their reports, captions and documents in every language.
 */
export async function stockSecondSeller(db: Database, plan: PlanContext): Promise<number> {
  const [sellerB] = await findUsersByEmails(db, [DEMO_EMAILS.sellerB]);
  const groupId = sellerB?.activeGroupId;
  if (!groupId) return 0;
  let made = 0;
  if ((await countSellerCars(db, groupId)) === 0) {
    const cars = await addDemoCars(db, {
      requests: [{ market: 'MY', count: SELLER_B_CARS, firstIndex: SELLER_B_FIRST_INDEX }],
      sellerGroupId: groupId,
      now: plan.now,
      random: plan.random,
    });
    const plans = [
      ...planActiveAuctions(cars.slice(0, 1), plan),
      ...planPreviewAuctions(cars.slice(1, 2), plan),
    ];
    await storeAuctionPlans(db, plans, { sellerGroupId: groupId, now: plan.now });
    made = cars.length;
  }
  await translateDemoContent(db, groupId);
  return made;
}
