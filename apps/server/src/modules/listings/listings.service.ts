import {
  EDITABLE_LISTING_STATUSES,
  type Language,
  type Listing,
  type ListingInput,
  type ListingPage,
  type ListingStatus,
} from '@autobid/contract';
import { cancelAuction } from '../../db/auction-cancel';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { photoUrlIn } from '../../lib/content-language';
import { auctionNotices, type AuctionEvents } from '../auctions/auction-events';
import { presentPublicAuction } from '../auctions/auction-presenter';
import { paginate } from '../auctions/auctions.service';
import type { ListingFileLinks } from './listing-file-links';
import type { CarColumns, ListingRow, ListingsRepository } from './listings.repository';

const PER_PAGE = 20;
/** What a seller may still withdraw: anything not yet live (a scheduled car's auction has not started). */
const WITHDRAWABLE: readonly ListingStatus[] = ['pending', 'approved', 'rejected', 'scheduled'];
/** The statuses of a scheduled car's auction before it opens: it can still be called off for a withdrawal. */
const NOT_YET_LIVE = ['scheduled', 'preview', 'restarting'];
/** Kept on the cancelled auction; dealers watching it see the auction cancelled. */
const WITHDRAWN_REASON = 'Withdrawn by the seller';

export interface Seller {
  id: number;
  groupId: number | null;
  /** The language the seller reads: a cover drawn with words comes drawn in it. */
  language?: Language;
}

function present(row: ListingRow, links: ListingFileLinks, language?: Language): Listing {
  const { listing, car } = row;
  const carPhoto = car.photos[0];
  return {
    id: listing.id,
    status: listing.status,
    version: listing.version,
    market: listing.market,
    currency: row.currency,
    seller_group: { id: listing.sellerGroupId, name: row.groupName },
    car: {
      inventory_id: car.id,
      make_id: car.makeId,
      make: row.make,
      model_id: car.modelId,
      model: row.model,
      year: car.year,
      variant: car.variant,
      mileage_km: car.mileageKm,
      transmission: car.transmission,
      fuel: car.fuel,
      color: car.color,
      registration_number: car.registrationNumber ?? '',
      chassis_number: car.chassisNumber ?? listing.chassisNumber,
    },
    location: listing.location,
    start_price: listing.startPrice,
    reserve_price: listing.reservePrice,
    preferred_session_id: listing.preferredSessionId,
    auction_id: row.auctionId,
    // A car listed before photos could be uploaded shows the first photo its auction carries.
    cover_thumbnail_url: row.coverKey
      ? links.urlFor(row.coverKey)
      : carPhoto
        ? photoUrlIn(carPhoto, language)
        : null,
    rejection_reason: listing.rejectionReason,
    reviewed_at: listing.reviewedAt?.toISOString() ?? null,
    created_at: listing.createdAt.toISOString(),
    updated_at: listing.updatedAt.toISOString(),
  };
}

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', `${field} ${message}`, { errors: { [field]: [message] } });

/**
 * A seller's cars on their way to an auction (docs/listings.md): the seller lists a car, edits it
 * until it is scheduled and withdraws it until it is live; operations approve it or reject it
 * with a reason the seller reads. Every change is in the audit log.
 */
export function createListingsService(deps: {
  db: Database;
  repo: ListingsRepository;
  clock: Clock;
  events: AuctionEvents;
  links: ListingFileLinks;
}) {
  const { db, repo, clock, events, links } = deps;

  /** Checks what the schema cannot: the model, the year, the chassis number, the session's market. */
  async function checkInput(
    tx: Executor,
    input: ListingInput,
    market: string,
    current?: { id: number; preferredSessionId: number | null },
  ): Promise<CarColumns> {
    const model = await repo.findModel(tx, input.model_id);
    if (!model) throw invalid('model_id', 'is not a model we know');
    const latestYear = new Date(clock.now()).getUTCFullYear() + 1;
    if (input.year > latestYear) throw invalid('year', `must be ${latestYear} or earlier`);
    const chassisNumber = input.chassis_number.toUpperCase();
    if (await repo.isChassisHeld(tx, chassisNumber, current?.id))
      throw invalid('chassis_number', 'is already listed for a car not yet sold');
    // A session asked for earlier may have started since; only a newly chosen one must be upcoming.
    if (input.preferred_session_id && input.preferred_session_id !== current?.preferredSessionId) {
      const session = await repo.findSession(tx, input.preferred_session_id);
      if (!session || session.market !== market)
        throw invalid('preferred_session_id', 'is not a sale session of your market');
      if (session.status !== 'planned' || session.startsAt.getTime() <= clock.now())
        throw invalid('preferred_session_id', 'is not an upcoming sale session');
    }
    return {
      makeId: model.makeId,
      modelId: model.id,
      year: input.year,
      variant: input.variant,
      mileageKm: input.mileage_km,
      transmission: input.transmission,
      fuel: input.fuel,
      color: input.color,
      registrationNumber: input.registration_number.toUpperCase(),
      chassisNumber,
    };
  }

  const listingColumns = (input: ListingInput) => ({
    location: input.location,
    startPrice: input.start_price,
    reservePrice: input.reserve_price,
    preferredSessionId: input.preferred_session_id ?? null,
  });

  async function view(tx: Executor, id: number, language?: Language): Promise<Listing> {
    const row = await repo.findView(tx, id);
    if (!row) throw new AppError('not_found', `Listing ${id} does not exist.`);
    return present(row, links, language);
  }

  /** The listing under its row lock, for its own seller group only (any other: not found). */
  async function lockOwn(tx: Executor, seller: Seller, id: number) {
    const listing = await repo.lock(tx, id);
    if (!listing || listing.sellerGroupId !== seller.groupId)
      throw new AppError('not_found', `Listing ${id} does not exist.`);
    return listing;
  }

  async function review(
    staff: AuditActor,
    id: number,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
  ): Promise<Listing> {
    return db.transaction(async (tx) => {
      const listing = await repo.lock(tx, id);
      if (!listing) throw new AppError('not_found', `Listing ${id} does not exist.`);
      if (listing.status !== 'pending')
        throw new AppError(
          'invalid_transition',
          `This listing is ${listing.status}: only a listing waiting for review can be ${decision.status}.`,
        );
      const at = new Date(clock.now());
      await repo.update(tx, listing, {
        status: decision.status,
        at,
        review: { by: staff.id, reason: decision.reason },
      });
      await recordAudit(tx, {
        actor: staff,
        action: decision.status === 'approved' ? 'listing.approve' : 'listing.reject',
        entityType: 'listing',
        entityId: id,
        before: { status: listing.status },
        after: { status: decision.status },
        reason: decision.reason,
        at,
      });
      return view(tx, id);
    });
  }

  return {
    async create(seller: Seller, input: ListingInput): Promise<Listing> {
      return db.transaction(async (tx) => {
        const group =
          seller.groupId === null ? undefined : await repo.findGroup(tx, seller.groupId);
        if (!group || group.kind !== 'seller')
          throw new AppError('forbidden', 'Only a seller group can list cars.');
        const car = await checkInput(tx, input, group.market);
        const at = new Date(clock.now());
        const id = await repo.insert(tx, {
          sellerGroupId: group.id,
          createdBy: seller.id,
          market: group.market,
          car,
          listing: listingColumns(input),
          at,
        });
        await recordAudit(tx, {
          actor: { id: seller.id, role: 'seller' },
          action: 'listing.create',
          entityType: 'listing',
          entityId: id,
          after: { status: 'pending', chassis_number: car.chassisNumber },
          at,
        });
        return view(tx, id, seller.language);
      });
    },

    /**
     * A new version of the listing until it is scheduled. What was reviewed changed, so an
     * approved or rejected listing goes back to the review queue. An edit made from an older
     * version than the one stored is refused: someone else changed it meanwhile.
     */
    async update(
      seller: Seller,
      id: number,
      input: ListingInput & { version: number },
    ): Promise<Listing> {
      return db.transaction(async (tx) => {
        const listing = await lockOwn(tx, seller, id);
        if (!(EDITABLE_LISTING_STATUSES as readonly string[]).includes(listing.status))
          throw new AppError(
            'invalid_transition',
            `This listing is ${listing.status}: it can no longer be changed.`,
          );
        if (input.version !== listing.version)
          throw new AppError(
            'invalid_transition',
            'This listing was changed since you opened it: reload it and make your change again.',
          );
        const car = await checkInput(tx, input, listing.market, listing);
        const at = new Date(clock.now());
        await repo.update(tx, listing, {
          status: 'pending',
          at,
          car,
          listing: listingColumns(input),
          review: { by: null, reason: null },
        });
        await recordAudit(tx, {
          actor: { id: seller.id, role: 'seller' },
          action: 'listing.update',
          entityType: 'listing',
          entityId: id,
          before: { status: listing.status, version: listing.version },
          after: { status: 'pending', version: listing.version + 1 },
          at,
        });
        return view(tx, id, seller.language);
      });
    },

    /** Until the car is live: a scheduled car's auction, still in preview, is called off with it. */
    async withdraw(seller: Seller, id: number): Promise<Listing> {
      const result = await db.transaction(async (tx) => {
        const listing = await lockOwn(tx, seller, id);
        if (!WITHDRAWABLE.includes(listing.status))
          throw new AppError(
            'invalid_transition',
            `This listing is ${listing.status}: it can no longer be withdrawn.`,
          );
        const now = clock.now();
        const at = new Date(now);
        const lot =
          listing.status === 'scheduled'
            ? await repo.lockOpenAuction(tx, listing.inventoryId)
            : undefined;
        if (lot && !NOT_YET_LIVE.includes(lot.status))
          throw new AppError(
            'invalid_transition',
            'This car is live in its auction: it can no longer be withdrawn.',
          );
        await repo.update(tx, listing, { status: 'withdrawn', at });
        const cancelled = lot
          ? await cancelAuction(tx, {
              id: lot.id,
              fromStatus: lot.status,
              reason: WITHDRAWN_REASON,
              by: seller.id,
              at: new Date(Math.max(now, lot.updatedAt.getTime() + 1)),
            })
          : null;
        await recordAudit(tx, {
          actor: { id: seller.id, role: 'seller' },
          action: 'listing.withdraw',
          entityType: 'listing',
          entityId: id,
          before: { status: listing.status },
          after: {
            status: 'withdrawn',
            ...(cancelled ? { cancelled_auction_id: cancelled.id } : {}),
          },
          at,
        });
        // The seller's stage notice is written with the cancellation it tells of.
        const notices = await events.queue(
          tx,
          cancelled ? [auctionNotices.sellerStage(cancelled.sellerGroupId, cancelled)] : [],
        );
        return { listing: await view(tx, id, seller.language), cancelled, notices };
      });
      if (result.cancelled)
        void events.auctionUpdated(presentPublicAuction(result.cancelled, null));
      events.relay(result.notices);
      return result.listing;
    },

    async get(seller: Seller, id: number): Promise<Listing> {
      const listing = await view(db, id, seller.language);
      if (listing.seller_group.id !== seller.groupId)
        throw new AppError('not_found', `Listing ${id} does not exist.`);
      return listing;
    },

    async listForSeller(
      seller: Seller,
      query: { status?: ListingStatus; page: number },
    ): Promise<ListingPage> {
      const { total, rows } = await repo.page({
        sellerGroupId: seller.groupId ?? -1,
        ...(query.status ? { statuses: [query.status] } : {}),
        page: query.page,
        perPage: PER_PAGE,
      });
      return {
        data: rows.map((row) => present(row, links, seller.language)),
        meta: { pagination: paginate(total, query.page, PER_PAGE) },
      };
    },

    /** The review queue and its history: oldest first, so the longest waiting comes first. */
    async listForStaff(
      query: { status: ListingStatus; page: number },
      language?: Language,
    ): Promise<ListingPage> {
      const { total, rows } = await repo.page({
        statuses: [query.status],
        oldestFirst: true,
        page: query.page,
        perPage: PER_PAGE,
      });
      return {
        data: rows.map((row) => present(row, links, language)),
        meta: { pagination: paginate(total, query.page, PER_PAGE) },
      };
    },

    approve: (staff: AuditActor, id: number) =>
      review(staff, id, { status: 'approved', reason: null }),
    reject: (staff: AuditActor, id: number, reason: string) =>
      review(staff, id, { status: 'rejected', reason }),
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
