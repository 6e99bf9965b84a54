import type { AdminUser } from '@autobid/contract';
import type { UserRow } from './users.repository';

export interface UserViewRow {
  user: UserRow;
  groupName: string | null;
  inviteUntil: Date | null;
}

/** Whether the account may sign in: disabled wins over everything, then a password not yet set. */
export function statusOf(user: UserRow): AdminUser['status'] {
  if (user.disabledAt) return 'disabled';
  return user.passwordHash.startsWith('!') ? 'invited' : 'active';
}

export function presentAdminUser(row: UserViewRow): AdminUser {
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    kind: user.role,
    status: statusOf(user),
    market: user.country,
    language: user.language,
    group:
      user.activeGroupId !== null && row.groupName !== null
        ? { id: user.activeGroupId, name: row.groupName }
        : null,
    staff_roles: [...user.staffRoles],
    phone: user.phone,
    invite_expires_at: row.inviteUntil?.toISOString() ?? null,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a user before and after a change (no password, no token). */
export function auditedUser(user: UserRow) {
  return {
    email: user.email,
    name: user.name,
    kind: user.role,
    group_id: user.activeGroupId,
    market: user.country,
    staff_roles: [...user.staffRoles],
    status: statusOf(user),
  };
}
