import type { AdminGroup, AdminGroupPage, GroupInput } from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../auctions/auctions.service';
import type { GroupFilter, GroupRow, GroupsRepository } from './groups.repository';

const PER_PAGE = 25;

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', `${field} ${message}`, { errors: { [field]: [message] } });

function present(row: { group: GroupRow; userCount: number }): AdminGroup {
  return {
    id: row.group.id,
    name: row.group.name,
    kind: row.group.kind,
    market: row.group.market,
    user_count: row.userCount,
    created_at: row.group.createdAt.toISOString(),
  };
}

/**
 * Dealer and seller groups per market (docs/admin.md). A group never changes market or kind:
 * its auctions, bids and users belong to that market. Names are unique within a market.
 */
export function createGroupsService(deps: { db: Database; repo: GroupsRepository; clock: Clock }) {
  const { db, repo, clock } = deps;

  async function view(tx: Executor, id: number): Promise<AdminGroup> {
    const row = await repo.findView(tx, id);
    if (!row) throw new AppError('not_found', `Group ${id} does not exist.`);
    return present(row);
  }

  return {
    async list(filter: GroupFilter, page: number): Promise<AdminGroupPage> {
      const { rows, total } = await repo.findPage(filter, page, PER_PAGE);
      return { data: rows.map(present), meta: { pagination: paginate(total, page, PER_PAGE) } };
    },

    async create(by: AuditActor, input: GroupInput): Promise<AdminGroup> {
      return db.transaction(async (tx) => {
        if (!(await repo.marketExists(tx, input.market)))
          throw invalid('market', 'is not a market we know');
        if (await repo.isNameTaken(tx, input.name, input.market))
          throw invalid('name', 'is already the name of a group in this market');
        const at = new Date(clock.now());
        const id = await repo.insert(tx, { ...input, createdAt: at });
        await recordAudit(tx, {
          actor: by,
          action: 'group.create',
          entityType: 'group',
          entityId: id,
          after: input,
          at,
        });
        return view(tx, id);
      });
    },

    async rename(by: AuditActor, id: number, name: string): Promise<AdminGroup> {
      return db.transaction(async (tx) => {
        const group = await repo.lock(tx, id);
        if (!group) throw new AppError('not_found', `Group ${id} does not exist.`);
        if (await repo.isNameTaken(tx, name, group.market, id))
          throw invalid('name', 'is already the name of a group in this market');
        await repo.rename(tx, id, name);
        await recordAudit(tx, {
          actor: by,
          action: 'group.rename',
          entityType: 'group',
          entityId: id,
          before: { name: group.name },
          after: { name },
          at: new Date(clock.now()),
        });
        return view(tx, id);
      });
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
