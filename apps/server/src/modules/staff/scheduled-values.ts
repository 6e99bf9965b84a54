import type { AuditValues } from '../../db/audit-log';

/** An auction as it was put on sale: what `auction.schedule` records of it. */
export interface ScheduledAuction {
  status: string;
  type: string;
  inventoryId: number;
  location: string;
  timeStart: Date;
  timeEnd: Date;
  startPrice: number;
  reservePrice: number;
}

/** The audit log's record of an auction put on sale: its type, car, place, window and prices. */
export function scheduledValues(auction: ScheduledAuction): AuditValues {
  return {
    status: auction.status,
    type: auction.type,
    inventory_id: auction.inventoryId,
    location: auction.location,
    time_start: auction.timeStart.toISOString(),
    time_end: auction.timeEnd.toISOString(),
    start_price: auction.startPrice,
    reserve_price: auction.reservePrice,
  };
}
