import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groups, inventories, users, type StaffRole } from '../../db/schema';

/** The demo groups that exist, by name and kind. */
export function findGroupsByNames(db: Database, names: readonly string[]) {
  return db
    .select({ id: groups.id, name: groups.name, kind: groups.kind })
    .from(groups)
    .where(inArray(groups.name, [...names]));
}

/** Gives a staff account exactly these roles. */
export async function setStaffRoles(
  db: Database,
  userId: number,
  roles: readonly StaffRole[],
): Promise<void> {
  await db
    .update(users)
    .set({ staffRoles: [...roles] })
    .where(and(eq(users.id, userId), eq(users.role, 'staff')));
}

/**
 * Gives a demo account its phone and group-admin flag when it has no phone yet (an installation
 * made before sign-in by phone). A number someone else took meanwhile is left to them.
 */
export async function setMissingPhone(
  db: Database,
  userId: number,
  phone: string,
  isGroupAdmin: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({ phone, isGroupAdmin })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.phone),
        sql`not exists (select 1 from ${users} taken where taken.phone = ${phone})`,
      ),
    );
}

export async function countSellerCars(db: Database, sellerGroupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inventories)
    .where(eq(inventories.sellerGroupId, sellerGroupId));
  return row?.n ?? 0;
}
