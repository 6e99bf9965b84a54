import type { SaleSession, SessionCandidate, SessionLot } from '@autobid/contract';
import type { AuctionStatusName } from '@autobid/contract';
import type { LotRow, SessionRow } from './sale-sessions.repository';
import { lastCloseOf, stateOf } from './session-times';

interface CarColumns {
  year: number;
  make: string;
  model: string;
  variant: string;
  registrationNumber: string | null;
  mileageKm: number;
}

const presentCar = (car: CarColumns) => ({
  year: car.year,
  make: car.make,
  model: car.model,
  variant: car.variant,
  registration_number: car.registrationNumber ?? '',
  mileage_km: car.mileageKm,
});

export function presentSession(
  row: { session: SessionRow; currency: string; lotCount: number },
  now: number,
): SaleSession {
  const { session, currency, lotCount } = row;
  return {
    id: session.id,
    market: session.market,
    currency,
    name: session.name,
    type: session.type,
    status: session.status,
    state: stateOf(session, lotCount, now),
    starts_at: session.startsAt.toISOString(),
    first_close_at: session.firstCloseAt.toISOString(),
    stagger_seconds: session.staggerSeconds,
    lot_count: lotCount,
    last_close_at: lastCloseOf(session, lotCount).toISOString(),
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
  };
}

export function presentLot(row: LotRow, index: number): SessionLot {
  const { auction } = row;
  return {
    auction_id: auction.id,
    position: index + 1,
    listing_id: row.listingId,
    status: auction.status as AuctionStatusName,
    car: presentCar(row.car),
    seller_group: { id: auction.sellerGroupId, name: row.groupName },
    location: auction.location,
    start_price: auction.startPrice,
    reserve_price: auction.reservePrice,
    time_start: auction.timeStart.toISOString(),
    time_end: auction.timeEnd.toISOString(),
  };
}

export function presentCandidate(row: {
  listing: {
    id: number;
    sellerGroupId: number;
    location: string;
    startPrice: number;
    reservePrice: number;
    reviewedAt: Date | null;
  };
  groupName: string;
  car: CarColumns;
  preferred: { id: number; name: string } | null;
  isInspected: boolean;
}): SessionCandidate {
  const { listing } = row;
  return {
    listing_id: listing.id,
    car: presentCar(row.car),
    seller_group: { id: listing.sellerGroupId, name: row.groupName },
    location: listing.location,
    start_price: listing.startPrice,
    reserve_price: listing.reservePrice,
    preferred_session: row.preferred,
    is_inspected: row.isInspected,
    approved_at: listing.reviewedAt?.toISOString() ?? null,
  };
}
