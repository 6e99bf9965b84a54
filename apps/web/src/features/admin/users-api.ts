import {
  adminUserAnswerSchema,
  adminUserPageSchema,
  helpCodeSchema,
  type AdminUser,
  type AdminUserPage,
  type HelpCode,
  type InviteInput,
  type StaffRole,
} from '@autobid/contract';
import { z } from 'zod/mini';
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

const helpCodeAnswerSchema = z.object({ data: helpCodeSchema });

/** A help code for a dealer or seller whose SMS does not arrive; the answer is its only showing. */
export async function issueHelpCode(id: number): Promise<HelpCode> {
  return (
    await apiRequest('portal', 'v2', `${USERS}/${id}/help-code`, helpCodeAnswerSchema, {
      method: 'POST',
    })
  ).data;
}
