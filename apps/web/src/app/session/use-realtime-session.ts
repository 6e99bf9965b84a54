import { useEffect } from 'react';
import { getRuntimeConfig } from '../../config/runtime-config';
import { readAuthToken } from '../../lib/auth-token';
import { connectRealtime, disconnectRealtime } from '../../lib/realtime';

/** Keeps both realtime connections open for as long as a user is signed in (spec §1). */
export function useRealtimeSession(userId: number | null): void {
  useEffect(() => {
    const token = readAuthToken();
    if (userId === null || !token) return undefined;
    connectRealtime(getRuntimeConfig(), token);
    return () => disconnectRealtime();
  }, [userId]);
}
