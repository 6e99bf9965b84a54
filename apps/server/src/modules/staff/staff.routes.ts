import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import type { AuctionEvents } from '../auctions/auction-events';
import { presentPublicAuction } from '../auctions/auction-presenter';
import { transition, type AuctionStatus } from '@autobid/auction';
import { z } from 'zod';
import { intParam } from '../../lib/query-params';
import { createAuctionRequestSchema, restartAuctionRequestSchema } from './staff.schemas';
import type { StaffRepository } from './staff.repository';

export interface StaffRouteOptions {
  db: Database;
  repo: StaffRepository;
  clock: Clock;
  events: AuctionEvents;
}

/** Back office: staff schedule auctions. An auction that starts later is visible in preview at once. */
export async function staffRoutes(app: FastifyInstance, opts: StaffRouteOptions): Promise<void> {
  app.post('/portal/api/v2/staff/auctions', async (request, reply) => {
    const caller = requireCaller(request);
    if (caller.user.role !== 'staff') throw new AppError('forbidden', 'Only staff can schedule auctions.');
    const body = parseInput(createAuctionRequestSchema, request.body);
    const now = opts.clock.now();
    const auction = await opts.db.transaction(async (tx) => {
      const car = await opts.repo.findCar(tx, body.inventory_id);
      if (!car) throw new AppError('not_found', body.inventory_id ? `Car ${body.inventory_id} does not exist.` : 'Every car is already on sale.');
      if (car.isOnSale) throw new AppError('invalid_transition', `Car ${car.id} is already on sale.`);
      const timeStart = new Date(now + body.starts_in_seconds * 1000);
      return opts.repo.insertAuction(tx, {
        inventoryId: car.id,
        sellerGroupId: car.sellerGroupId,
        market: car.market,
        type: body.type,
        status: body.starts_in_seconds > 0 ? 'preview' : 'active',
        location: body.location ?? 'Shah Alam, Selangor',
        timePreview: new Date(now),
        timeStart,
        timeEnd: new Date(timeStart.getTime() + body.duration_seconds * 1000),
        startPrice: body.start_price,
        reservePrice: body.reserve_price,
        updatedAt: new Date(now),
      });
    });
    void opts.events.auctionPublished(presentPublicAuction(auction, null));
    return reply.status(201).send({
      data: { id: auction.id, type: auction.type, status: auction.status, time_start: auction.timeStart.toISOString(), time_end: auction.timeEnd.toISOString(), inventory_id: auction.inventoryId },
    });
  });

  app.post('/portal/api/v2/staff/auctions/:id/restart', async (request) => {
    const caller = requireCaller(request);
    if (caller.user.role !== 'staff') throw new AppError('forbidden', 'Only staff can restart auctions.');
    const { id } = parseInput(z.object({ id: intParam('auction id') }), request.params);
    const body = parseInput(restartAuctionRequestSchema, request.body);
    const now = opts.clock.now();
    const auction = await opts.db.transaction(async (tx) => {
      const current = await opts.repo.lockAuction(tx, id);
      if (!current) throw new AppError('not_found', `Auction ${id} does not exist.`);
      const next = transition(current.status as AuctionStatus, { type: 'restart' });
      if (!next.ok) throw new AppError('invalid_transition', `An auction that is ${current.status} cannot be restarted: only rejected or unsold ones can.`);
      const timeStart = new Date(now + body.starts_in_seconds * 1000);
      return opts.repo.restart(tx, {
        id,
        fromStatus: current.status,
        restartCount: current.restartCount + 1,
        timeStart,
        timeEnd: new Date(timeStart.getTime() + body.duration_seconds * 1000),
        at: new Date(Math.max(now, current.updatedAt.getTime() + 1)),
        actor: String(caller.user.id),
      });
    });
    void opts.events.auctionUpdated(presentPublicAuction(auction, null));
    return {
      data: { id: auction.id, status: auction.status, restart_count: auction.restartCount, time_start: auction.timeStart.toISOString(), time_end: auction.timeEnd.toISOString() },
    };
  });
}
