import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { SessionsRepository } from './sessions.repository';
import { allow } from '../../access/access';

export interface ClockStatus {
  intervalMs: number;
  lastTickAt: number | null;
  lastTickChanges: number;
}

const DAY_MS = 86_400_000;

/** `GET /config/auction-sessions` and `/config/session-state`: what the auction clock runs, and how it is doing. */
export async function sessionsRoutes(
  app: FastifyInstance,
  opts: { repo: SessionsRepository; clock: Clock; clockStatus: () => ClockStatus | null },
): Promise<void> {
  app.get('/auction/api/v2/config/auction-sessions', allow('public'), async (_request, reply) => {
    const now = opts.clock.now();
    const sessions = await opts.repo.findSessions(new Date(now), new Date(now + DAY_MS));
    void reply.header('cache-control', 'no-cache');
    return {
      data: sessions.map((s) => ({
        id: `${s.market}-${s.hour}`,
        market: s.market,
        status: s.live > 0 ? 'live' : 'upcoming',
        auctions: s.auctions,
        live: s.live,
        preview: s.preview,
        starts_at: s.startsAt.toISOString(),
        ends_from: s.endsFrom.toISOString(),
        ends_to: s.endsTo.toISOString(),
      })),
    };
  });

  app.get('/auction/api/v2/config/session-state', allow('public'), async (_request, reply) => {
    const now = opts.clock.now();
    const overdue = await opts.repo.findOverdue(new Date(now));
    const status = opts.clockStatus();
    void reply.header('cache-control', 'no-store');
    return {
      data: {
        server_time: new Date(now).toISOString(),
        clock: status
          ? {
              running: true,
              interval_ms: status.intervalMs,
              last_tick_at: status.lastTickAt ? new Date(status.lastTickAt).toISOString() : null,
              last_tick_changes: status.lastTickChanges,
            }
          : { running: false, interval_ms: null, last_tick_at: null, last_tick_changes: 0 },
        due_auctions: overdue.due,
        lag_ms: overdue.oldest ? now - overdue.oldest.getTime() : 0,
      },
    };
  });
}
