import type { Group, User } from '@autobid/contract';
import type { GroupRow, UserRow } from './auth.repository';

export function presentGroup(group: GroupRow): Group {
  return { id: group.id, name: group.name, kind: group.kind, market: group.market };
}

/** The user as the API shows it: never the password hash. */
export function presentUser(user: UserRow, activeGroup: GroupRow | undefined): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    country: user.country,
    locale: { language: user.language },
    active_group: activeGroup ? presentGroup(activeGroup) : null,
    staff_roles: user.role === 'staff' ? user.staffRoles : [],
    phone: user.phone,
    is_group_admin: user.isGroupAdmin,
  };
}
