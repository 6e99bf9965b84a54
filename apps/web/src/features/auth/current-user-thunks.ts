import type { LoginByEmailRequest } from '@autobid/contract';
import { removeAuthToken, storeAuthToken } from '../../lib/auth-token';
import { disconnectRealtime } from '../../lib/realtime';
import { createAppAsyncThunk, rejectCall } from '../../lib/state/create-app-thunk';
import { sessionEnded } from '../../lib/state/session-actions';
import { getAccountInfo } from './api/get-account-info';
import { getCurrentUser } from './api/get-current-user';
import { loginByEmailRequest } from './api/login-by-email';
import { logoutRequest } from './api/logout';

export const loginByEmail = createAppAsyncThunk(
  'currentUser/loginByEmail',
  async (credentials: LoginByEmailRequest, { rejectWithValue }) => {
    try {
      const { user, access_token } = await loginByEmailRequest(credentials);
      storeAuthToken(access_token);
      return user;
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

export const fetchCurrentUser = createAppAsyncThunk(
  'currentUser/fetch',
  async (_: void, { rejectWithValue }) => {
    try {
      return await getCurrentUser();
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

export const fetchAccountInfo = createAppAsyncThunk(
  'currentUser/fetchAccountInfo',
  async (_: void, { rejectWithValue }) => {
    try {
      return await getAccountInfo();
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

/**
 * Logs out on the server, then always resets locally: a failed or rejected logout call must not
 * leave a dealer signed in on a shared desk. Both realtime connections close (spec §1).
 */
export const logout = createAppAsyncThunk('currentUser/logout', async (_: void, { dispatch }) => {
  try {
    await logoutRequest();
  } catch {
    // Local reset below happens regardless (spec §4/§8).
  } finally {
    removeAuthToken();
    disconnectRealtime();
    dispatch(sessionEnded());
  }
});
