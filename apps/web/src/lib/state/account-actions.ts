import type {
  ChangePassword,
  GroupDetails,
  UpdateGroup,
  UpdateUser,
  User,
} from '@autobid/contract';
import { networkFailure, type ApiFailure, type RejectedCall } from '../api-error';
import { createAppAsyncThunk, rejectCall } from './create-app-thunk';

/**
 * The account's own changes (spec §4 "updating"): they live here, not in a feature, because the
 * current user's state, the account page and every language select react to them.
 */
const requests = () => import('./account-requests');

export interface UpdateUserArgs {
  id: number;
  changes: UpdateUser;
}

export interface UpdateGroupArgs {
  id: number;
  changes: UpdateGroup;
}

export interface ChangePasswordArgs extends ChangePassword {
  id: number;
}

/** `PUT /auction/api/v1/users/{id}`: only oneself. */
export const updateUser = createAppAsyncThunk<User, UpdateUserArgs>(
  'currentUser/updateUser',
  async ({ id, changes }, { rejectWithValue }) => {
    try {
      return await (await requests()).putUser(id, changes);
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

/** `PUT /auction/api/v1/groups/{id}`: the group's administrators only. */
export const updateGroup = createAppAsyncThunk<GroupDetails, UpdateGroupArgs>(
  'currentUser/updateGroup',
  async ({ id, changes }, { rejectWithValue }) => {
    try {
      return await (await requests()).putGroup(id, changes);
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

/** `PUT /auction/api/v1/users/{id}/password`: every other session of the user ends. */
export const changePassword = createAppAsyncThunk<User, ChangePasswordArgs>(
  'currentUser/changePassword',
  async ({ id, ...body }, { rejectWithValue }) => {
    try {
      return await (await requests()).putPassword(id, body);
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

/**
 * The failure behind an `unwrap()`ped account action: the server's answer (with its field
 * errors), or offline when the call got none.
 */
export function failureOfRejection(error: unknown): ApiFailure {
  if (typeof error === 'object' && error !== null && 'failure' in error)
    return (error as RejectedCall).failure;
  return networkFailure;
}
