import { channels, EVENTS } from '@autobid/contract';
import { useEffect } from 'react';
import { getRuntimeConfig } from '../../config/runtime-config';
import { fetchCurrentUser } from '../../features/auth/current-user-thunks';
import { readAuthToken } from '../../lib/auth-token';
import { connectRealtime, disconnectRealtime, subscribeRealtime } from '../../lib/realtime';
import { useAppDispatch } from '../../lib/state/hooks';

/**
 * Keeps both realtime connections open for as long as a user is signed in (spec §1). When an
 * admin disables the account, the server says so on the user's channel; the page then asks the
 * server for its session, and the refusal sends the person to sign-in at once (docs/admin.md).
 */
export function useRealtimeSession(userId: number | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const token = readAuthToken();
    if (userId === null || !token) return undefined;
    connectRealtime(getRuntimeConfig(), token);
    const unsubscribe = subscribeRealtime(
      'general',
      channels.user(userId),
      EVENTS.sessionEnded,
      () => void dispatch(fetchCurrentUser()),
    );
    return () => {
      unsubscribe();
      disconnectRealtime();
    };
  }, [userId, dispatch]);
}
