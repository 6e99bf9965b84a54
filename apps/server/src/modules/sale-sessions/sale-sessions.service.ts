import {
  SESSION_LIMITS,
  type SaleSession,
  type SellerSession,
  type SessionCandidate,
  type SessionDetail,
  type SessionPage,
} from '@autobid/contract';
import { cancelAuction } from '../../db/auction-cancel';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents } from '../auctions/auction-events';
import { paginate } from '../auctions/auctions.service';
import {
  nextUpdatedAt,
  noChanges,
  publishLotChanges,
  queueLotNotices,
  retimeLots,
} from './lot-events';
import { presentCandidate, presentLot, presentSession } from './sale-sessions.presenter';
import type {
  SaleSessionsRepository,
  SessionColumns,
  SessionRow,
} from './sale-sessions.repository';
import { isChangeable, startProblem } from './session-times';

const PER_PAGE = 20;

/** A session as operations send it, times in epoch milliseconds. */
export interface SessionFields {
  market: 'MY' | 'SG' | 'ID' | 'HK';
  name: string;
  type: 'open' | 'closed';
  starts_at: number;
  first_close_at: number;
  stagger_seconds: number;
}

export const invalid = (field: string, message: string) =>
  new AppError('validation_failed', `${field} ${message}`, { errors: { [field]: [message] } });

/** The session under its row lock, refused unless it may still change (planned, not started). */
export async function lockChangeable(
  tx: Executor,
  repo: SaleSessionsRepository,
  id: number,
  now: number,
): Promise<SessionRow> {
  const session = await repo.lock(tx, id);
  if (!session) throw new AppError('not_found', `Session ${id} does not exist.`);
  if (session.status === 'cancelled')
    throw new AppError('invalid_transition', `Session ${id} is cancelled.`);
  if (!isChangeable(session, now))
    throw new AppError(
      'invalid_transition',
      `Session ${id} has started: its lots run on their own; cancel or restart them from the run sheet.`,
    );
  return session;
}

const columnsOf = (input: SessionFields): SessionColumns => ({
  market: input.market,
  name: input.name,
  type: input.type,
  startsAt: new Date(input.starts_at),
  firstCloseAt: new Date(input.first_close_at),
  staggerSeconds: input.stagger_seconds,
});

/** A session's plan as the audit log keeps it. */
const planOf = (s: SessionColumns) => ({
  name: s.name,
  market: s.market,
  type: s.type,
  starts_at: s.startsAt.toISOString(),
  first_close_at: s.firstCloseAt.toISOString(),
  stagger_seconds: s.staggerSeconds,
});

/**
 * Sale sessions operations plan (docs/sessions.md): created and edited until they start,
 * cancelled before they start (their lots' listings are approved again), listed per market.
 */
export function createSaleSessionsService(deps: {
  db: Database;
  repo: SaleSessionsRepository;
  clock: Clock;
  events: AuctionEvents;
}) {
  const { db, repo, clock, events } = deps;

  async function view(tx: Executor, id: number, now: number): Promise<SaleSession> {
    const row = await repo.findWithCounts(tx, id);
    if (!row) throw new AppError('not_found', `Session ${id} does not exist.`);
    return presentSession(row, now);
  }

  function checkStart(input: SessionFields, now: number) {
    const problem = startProblem(input.starts_at, now, SESSION_LIMITS.maxDaysAhead);
    if (problem) throw invalid('starts_at', problem);
  }

  return {
    async list(query: {
      market?: string;
      scope: 'upcoming' | 'past';
      page: number;
    }): Promise<SessionPage> {
      const now = clock.now();
      const { total, rows } = await repo.page({
        ...(query.market ? { market: query.market } : {}),
        past: query.scope === 'past',
        now: new Date(now),
        page: query.page,
        perPage: PER_PAGE,
      });
      return {
        data: rows.map((row) => presentSession(row, now)),
        meta: { pagination: paginate(total, query.page, PER_PAGE) },
      };
    },

    async get(id: number): Promise<SessionDetail> {
      const now = clock.now();
      const session = await view(db, id, now);
      const lots = await repo.findLots(db, id);
      return { ...session, lots: lots.map(presentLot) };
    },

    async create(actor: AuditActor, input: SessionFields): Promise<SaleSession> {
      const now = clock.now();
      checkStart(input, now);
      return db.transaction(async (tx) => {
        const at = new Date(now);
        const id = await repo.insert(tx, { ...columnsOf(input), createdBy: actor.id, at });
        await recordAudit(tx, {
          actor,
          action: 'session.create',
          entityType: 'auction_session',
          entityId: id,
          after: planOf(columnsOf(input)),
          at,
        });
        return view(tx, id, now);
      });
    },

    /**
     * A new plan for a session that has not started: its lots follow the new times and type. A
     * session with lots keeps its market (its lots are that market's cars).
     */
    async update(actor: AuditActor, id: number, input: SessionFields): Promise<SaleSession> {
      const now = clock.now();
      const changes = noChanges();
      const result = await db.transaction(async (tx) => {
        const session = await lockChangeable(tx, repo, id, now);
        checkStart(input, now);
        const lots = (await repo.findLots(tx, id, true)).map((row) => row.auction);
        if (lots.length > 0 && input.market !== session.market)
          throw invalid('market', 'cannot change while the session has lots');
        const at = new Date(now);
        const columns = columnsOf(input);
        await repo.update(tx, id, { ...columns, at });
        await retimeLots(tx, repo, { ...session, ...columns }, lots, now, changes);
        await recordAudit(tx, {
          actor,
          action: 'session.update',
          entityType: 'auction_session',
          entityId: id,
          before: planOf(session),
          after: planOf(columns),
          at,
        });
        return {
          session: await view(tx, id, now),
          notices: await queueLotNotices(tx, events, changes),
        };
      });
      publishLotChanges(events, changes, result.notices);
      return result.session;
    },

    /** Calls a session off before it starts: each lot's auction is cancelled and its listing approved again. */
    async cancel(actor: AuditActor, id: number, reason: string): Promise<SaleSession> {
      const now = clock.now();
      const changes = noChanges();
      const result = await db.transaction(async (tx) => {
        const session = await lockChangeable(tx, repo, id, now);
        const at = new Date(now);
        for (const { auction } of await repo.findLots(tx, id, true))
          changes.updated.push(
            await cancelAuction(tx, {
              id: auction.id,
              fromStatus: auction.status,
              reason,
              by: actor.id,
              at: nextUpdatedAt(auction, now),
            }),
          );
        await repo.update(tx, id, { status: 'cancelled', at });
        await recordAudit(tx, {
          actor,
          action: 'session.cancel',
          entityType: 'auction_session',
          entityId: id,
          before: { status: session.status, lots: changes.updated.map((a) => a.id) },
          after: { status: 'cancelled' },
          reason,
          at,
        });
        return {
          session: await view(tx, id, now),
          notices: await queueLotNotices(tx, events, changes),
        };
      });
      publishLotChanges(events, changes, result.notices);
      return result.session;
    },

    /** Approved listings of the session's market, those whose seller asked for this session first. */
    async candidates(id: number): Promise<SessionCandidate[]> {
      const row = await repo.findWithCounts(db, id);
      if (!row) throw new AppError('not_found', `Session ${id} does not exist.`);
      const rows = await repo.findCandidates(row.session.market, id);
      return rows.map(presentCandidate);
    },

    /** The upcoming sessions of the seller group's market, for the listing form. */
    async forSeller(groupId: number | null): Promise<SellerSession[]> {
      const group = groupId === null ? undefined : await repo.findGroupMarket(groupId);
      if (!group || group.kind !== 'seller')
        throw new AppError('forbidden', 'Only a seller group has sale sessions to choose.');
      const rows = await repo.findUpcoming(group.market, new Date(clock.now()));
      return rows.map((s) => ({
        id: s.id,
        name: s.name,
        type: s.type,
        starts_at: s.startsAt.toISOString(),
        first_close_at: s.firstCloseAt.toISOString(),
      }));
    },
  };
}

export type SaleSessionsService = ReturnType<typeof createSaleSessionsService>;
