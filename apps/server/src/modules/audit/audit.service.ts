import type { AuditPage } from '@autobid/contract';
import { paginate } from '../auctions/auctions.service';
import { resolveSellerRange } from '../sellers/seller-range';
import type { AuditRepository } from './audit.repository';
import type { AuditQuery } from './audit.schemas';

/** The audit log as staff read it: newest first, filtered, never changed. */
export function createAuditService(deps: { repo: AuditRepository }) {
  return {
    async list(query: AuditQuery): Promise<AuditPage> {
      const range = resolveSellerRange(query['filterDate[from]'], query['filterDate[to]']);
      const { rows, total } = await deps.repo.findPage(
        {
          actorId: query.actor_id,
          action: query.action,
          entityType: query.entity_type,
          entityId: query.entity_id,
          search: query.query,
          searchActions: query.query_actions,
          from: range.from,
          until: range.until,
        },
        query.page,
        query.per_page,
      );
      return {
        data: rows.map(({ entry, actorName, actorEmail }) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          actor:
            entry.actorId !== null && actorName !== null && actorEmail !== null
              ? { id: entry.actorId, name: actorName, email: actorEmail }
              : null,
          actor_role: entry.actorRole,
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: entry.entityId,
          before: entry.before,
          after: entry.after,
          reason: entry.reason,
        })),
        meta: { pagination: paginate(total, query.page, query.per_page) },
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
