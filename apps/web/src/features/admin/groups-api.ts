import {
  adminGroupAnswerSchema,
  adminGroupPageSchema,
  type AdminGroup,
  type AdminGroupPage,
  type GroupInput,
} from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

const GROUPS = '/staff/groups';

export interface GroupQuery {
  market?: string | undefined;
  kind?: string | undefined;
  q?: string | undefined;
  page: number;
}

export function fetchGroups(query: GroupQuery): Promise<AdminGroupPage> {
  return apiRequest('portal', 'v2', GROUPS, adminGroupPageSchema, {
    query: { ...query, page: String(query.page) },
    noCache: true,
  });
}

export async function createGroup(input: GroupInput): Promise<AdminGroup> {
  return (
    await apiRequest('portal', 'v2', GROUPS, adminGroupAnswerSchema, {
      method: 'POST',
      body: input,
    })
  ).data;
}

export async function renameGroup(id: number, name: string): Promise<AdminGroup> {
  return (
    await apiRequest('portal', 'v2', `${GROUPS}/${id}`, adminGroupAnswerSchema, {
      method: 'PUT',
      body: { name },
    })
  ).data;
}
