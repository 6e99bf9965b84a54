import type { StaffRole } from '@autobid/contract';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

/** One entry of the seller portal's or the back office's navigation. */
export interface FrameNavItem {
  key: string;
  path: string;
  label: (t: TFunction) => string;
  /** What the page is for, on the back office's start page. */
  description?: (t: TFunction) => string;
  icon: ComponentType;
  /** Active only on its own path, not on the pages below it (a side's start page). */
  end?: boolean;
  /** Back office: the staff roles that see the page; every staff user when left out. */
  roles?: readonly StaffRole[];
}

/** The items a staff user with `roles` may open. */
export function itemsForRoles(
  items: readonly FrameNavItem[],
  roles: readonly StaffRole[],
): FrameNavItem[] {
  return items.filter((item) => !item.roles || item.roles.some((role) => roles.includes(role)));
}

/** The item whose page is at `pathname` (its own path or one below it), the longest match. */
export function activeItemOf(
  items: readonly FrameNavItem[],
  pathname: string,
): FrameNavItem | undefined {
  return items
    .filter((item) => pathname === item.path || (!item.end && pathname.startsWith(`${item.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
