import {
  adminUserAnswerSchema,
  adminUserPageSchema,
  type AdminUser,
  type AdminUserPage,
  type InviteInput,
  type StaffRole,
} from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

const USERS = '/staff/users';

export interface UserQuery {
  kind?: string | undefined;
  group_id?: string | undefined;
  market?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
  page: number;
}

/** The admin's user list, newest first (docs/admin.md). */
export function fetchUsers(query: UserQuery): Promise<AdminUserPage> {
  return apiRequest('portal', 'v2', USERS, adminUserPageSchema, {
    query: { ...query, page: String(query.page) },
    noCache: true,
  });
}

export async function inviteUser(input: InviteInput): Promise<AdminUser> {
  return (
    await apiRequest('portal', 'v2', USERS, adminUserAnswerSchema, { method: 'POST', body: input })
  ).data;
}

export type UserAction = 'disable' | 'enable' | 'resend-invite';

export async function actOnUser(id: number, action: UserAction): Promise<AdminUser> {
  return (
    await apiRequest('portal', 'v2', `${USERS}/${id}/${action}`, adminUserAnswerSchema, {
      method: 'POST',
    })
  ).data;
}

export async function setStaffRoles(id: number, roles: StaffRole[]): Promise<AdminUser> {
  return (
    await apiRequest('portal', 'v2', `${USERS}/${id}/roles`, adminUserAnswerSchema, {
      method: 'PUT',
      body: { staff_roles: roles },
    })
  ).data;
}
