import type { DealerAuction } from '@autobid/contract';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../../lib/state/hooks';
import { fetchAuctionDetail } from '../auction-detail-slice';

/**
 * `auction.updated` carries only public fields. When it moves the auction out of `active`, the
 * dealer's own side of the result (award status, sealed states, the revealed history) is re-read.
 */
export function useRefetchOnClose(auction: DealerAuction | null): void {
  const dispatch = useAppDispatch();
  const previous = useRef<{ id: number; status: string } | null>(null);
  const id = auction?.id;
  const status = auction?.status;
  useEffect(() => {
    if (id === undefined || status === undefined) return;
    const before = previous.current;
    previous.current = { id, status };
    if (before?.id === id && before.status === 'active' && status !== 'active')
      void dispatch(fetchAuctionDetail(id));
  }, [dispatch, id, status]);
}
