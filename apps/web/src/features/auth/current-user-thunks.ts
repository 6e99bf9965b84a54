import type { LoginByEmailRequest } from '@autobid/contract';
import type { LoginByOtpRequest, LoginByTokenRequest } from '@autobid/contract';
import { removeAuthToken, storeAuthToken } from '../../lib/auth-token';
import { disconnectRealtime } from '../../lib/realtime';
import { createAppAsyncThunk, rejectCall } from '../../lib/state/create-app-thunk';
import { sessionEnded } from '../../lib/state/session-actions';
import { hasStoredCentralSession } from '../../lib/web-auth/stored-session';
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

/** Spec §4: signs in with a phone whose one-time code was verified (`otp/verify`). */
export const loginByOtp = createAppAsyncThunk(
  'currentUser/loginByOtp',
  async (request: LoginByOtpRequest, { rejectWithValue }) => {
    try {
      // The phone calls load with the first use: the signed-in pages carry this module too.
      const { loginByOtpRequest } = await import('./api/login-by-otp');
      const { user, access_token } = await loginByOtpRequest(request);
      storeAuthToken(access_token);
      return user;
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

/** Spec §4: signs in with the help code support staff read out when the SMS does not arrive. */
export const loginByToken = createAppAsyncThunk(
  'currentUser/loginByToken',
  async (request: LoginByTokenRequest, { rejectWithValue }) => {
    try {
      const { loginByTokenRequest } = await import('./api/login-by-token');
      const { user, access_token } = await loginByTokenRequest(request);
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

/**
 * Central sign-in's access token is the portal's too (spec §4): it is kept like any sign-in's
 * token and the user loads as on a start with a kept session. Resolves with the user, or null
 * (and no token kept) when the app could not load them.
 */
export const startSessionWithToken = createAppAsyncThunk(
  'currentUser/startSessionWithToken',
  async (token: string, { dispatch }) => {
    storeAuthToken(token);
    const result = await dispatch(fetchCurrentUser());
    if (fetchCurrentUser.fulfilled.match(result)) return result.payload;
    removeAuthToken();
    return null;
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
  // A central sign-in ends at its service too, first, while its token still stands (forced: never throws).
  // Its code loads only in a browser that keeps a central session.
  if (hasStoredCentralSession())
    await import('../../lib/web-auth/portal-web-auth')
      .then((m) => m.endCentralSession())
      .catch(() => undefined);
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
