import { useEffect } from 'react';
import { fetchAccountInfo } from '../../features/auth/current-user-thunks';
import { syncServerClock } from '../../lib/server-clock';
import { useAppDispatch } from '../../lib/state/hooks';

// Device clocks drift and laptops sleep; re-reading server time now and then keeps countdowns honest.
const CLOCK_RESYNC_MS = 5 * 60_000;

/** What a signed-in session loads once: the dealer's account info and the server clock offset. */
export function useSessionData(userId: number | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (userId === null) return undefined;
    void dispatch(fetchAccountInfo());
    const sync = () => void syncServerClock().catch(() => undefined);
    sync();
    const timer = setInterval(sync, CLOCK_RESYNC_MS);
    return () => clearInterval(timer);
  }, [dispatch, userId]);
}
