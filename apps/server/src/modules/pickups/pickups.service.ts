import type { PickupLocation, PickupPlan } from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import { lockTransaction } from '../../db/transaction-change';
import { marketUtcOffsetHours } from '@autobid/contract';
import type { Executor } from '../../db/client';
import type { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { presentPickup } from '../transactions/transaction-presenter';
import { transactionNotice, type NoticeQueue } from '../transactions/transaction-events';
import { findPickupTimeProblem } from './pickup-time';
import { pickupPlanInputSchema, type PickupPlanInput } from './pickups.schemas';
import { parseBody } from '../../lib/parse';
import type { PickupLocationRow, PickupPlanValues, PickupsRepository } from './pickups.repository';

type UserRow = typeof users.$inferSelect;

export interface PickupCaller {
  user: Pick<UserRow, 'id' | 'role' | 'activeGroupId'>;
  actor: AuditActor;
}

/** Once the keys changed hands, or the sale ended, there is nothing left to plan. */
const CLOSED = new Set(['handed_over', 'completed', 'cancelled']);

function presentLocation(row: PickupLocationRow): PickupLocation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    opens_at: row.opensAt,
    closes_at: row.closesAt,
  };
}

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', `${field} ${message}`, { errors: { [field]: [message] } });

/**
 * How the buyer takes a won car (docs/pickup-and-delivery.md): the market's yards, and the plan
 * the buyer makes, collected at a yard at a time or delivered. The buyer group plans; staff may read.
 */
export function createPickupsService(deps: {
  repo: PickupsRepository;
  clock: Clock;
  events: NoticeQueue;
}) {
  const { repo, clock, events } = deps;

  async function visible(caller: PickupCaller, id: number, staffMayRead: boolean) {
    const row = await repo.findTransaction(id);
    const { user } = caller;
    const allowed =
      row &&
      ((staffMayRead && user.role === 'staff') ||
        (user.role === 'dealer' && user.activeGroupId === row.buyerGroupId));
    if (!allowed) throw new AppError('not_found', `Transaction ${id} does not exist.`);
    return row;
  }

  async function answer(ex: Executor, market: string, id: number) {
    const [locations, plan] = await Promise.all([
      repo.findLocations(ex, market),
      repo.findPlan(ex, id),
    ]);
    return { locations: locations.map(presentLocation), plan: presentPickup(plan) };
  }

  async function planValues(
    tx: Executor,
    market: string,
    input: PickupPlanInput,
  ): Promise<PickupPlanValues> {
    const contact = { contactName: input.contact_name, contactPhone: input.contact_phone };
    if (input.kind === 'delivery')
      return {
        kind: 'delivery',
        locationId: null,
        pickupAt: null,
        deliveryAddress: input.delivery_address,
        ...contact,
      };
    const location = await repo.findLocation(tx, input.location_id, market);
    if (!location) throw invalid('location_id', `is not a yard of market ${market}`);
    const problem = findPickupTimeProblem({
      pickupAt: input.pickup_at.getTime(),
      now: clock.now(),
      utcOffsetHours: marketUtcOffsetHours(market),
      opensAt: location.opensAt,
      closesAt: location.closesAt,
    });
    if (problem) throw invalid('pickup_at', problem);
    return {
      kind: 'pickup',
      locationId: location.id,
      pickupAt: input.pickup_at,
      deliveryAddress: null,
      ...contact,
    };
  }

  return {
    async read(
      caller: PickupCaller,
      id: number,
    ): Promise<{
      locations: PickupLocation[];
      plan: PickupPlan | null;
    }> {
      const row = await visible(caller, id, true);
      return answer(repo.db, row.market, id);
    },

    /**
     * The buyer makes or changes the plan; refused once the car is handed over or the sale ended.
     * The body is read only once the caller is known to be the buyer, so another dealer learns
     * nothing, not even what a valid body looks like.
     */
    async save(caller: PickupCaller, id: number, body: unknown) {
      const found = await visible(caller, id, false);
      const input = parseBody(pickupPlanInputSchema, body);
      const at = new Date(clock.now());
      const { result, notices } = await repo.db.transaction(async (tx) => {
        const locked = (await lockTransaction(tx, id))!;
        if (CLOSED.has(locked.status))
          throw new AppError(
            'invalid_transition',
            `Transaction ${id} is ${locked.status.replace(/_/g, ' ')}: its pickup can no longer change.`,
          );
        const values = await planValues(tx, found.market, input);
        const saved = await repo.savePlan(tx, {
          transactionId: id,
          values,
          version: locked.version + 1,
          at: new Date(Math.max(at.getTime(), locked.updatedAt.getTime() + 1)),
        });
        await recordAudit(tx, {
          actor: caller.actor,
          action: 'transaction.pickup',
          entityType: 'transaction',
          entityId: id,
          after: {
            kind: values.kind,
            location_id: values.locationId,
            pickup_at: values.pickupAt?.toISOString() ?? null,
          },
          at,
        });
        return {
          result: await answer(tx, found.market, id),
          notices: await events.queue(tx, [transactionNotice(saved)]),
        };
      });
      events.relay(notices);
      return result;
    },
  };
}

export type PickupsService = ReturnType<typeof createPickupsService>;
