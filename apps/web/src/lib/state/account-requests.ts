import {
  groupDetailsSchema,
  userSchema,
  type ChangePassword,
  type GroupDetails,
  type UpdateGroup,
  type UpdateUser,
  type User,
} from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../api-client';

// The calls behind the account actions, loaded with the first one: every page carries the actions
// (the language select saves the language), few pages ever call them.
const userEnvelope = z.object({ data: userSchema });
const groupEnvelope = z.object({ data: groupDetailsSchema });

/** `PUT /auction/api/v1/users/{id}`: only oneself. */
export async function putUser(id: number, changes: UpdateUser): Promise<User> {
  return (
    await apiRequest('auction', 'v1', `/users/${id}`, userEnvelope, {
      method: 'PUT',
      body: changes,
    })
  ).data;
}

/** `PUT /auction/api/v1/groups/{id}`: the group's administrators only. */
export async function putGroup(id: number, changes: UpdateGroup): Promise<GroupDetails> {
  return (
    await apiRequest('auction', 'v1', `/groups/${id}`, groupEnvelope, {
      method: 'PUT',
      body: changes,
    })
  ).data;
}

/** `PUT /auction/api/v1/users/{id}/password`: every other session of the user ends. */
export async function putPassword(id: number, body: ChangePassword): Promise<User> {
  return (
    await apiRequest('auction', 'v1', `/users/${id}/password`, userEnvelope, {
      method: 'PUT',
      body,
    })
  ).data;
}
