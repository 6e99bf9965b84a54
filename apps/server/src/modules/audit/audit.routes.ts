import { auditPageSchema } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../access/access';
import { parseInput } from '../../lib/parse';
import { NO_CACHE } from '../auctions/auctions.routes';
import { auditQuerySchema } from './audit.schemas';
import type { AuditService } from './audit.service';

/** `GET /portal/api/v2/staff/audit-log`: admins and operations read it; no route writes it. */
export async function auditRoutes(
  app: FastifyInstance,
  opts: { audit: AuditService },
): Promise<void> {
  app.get(
    '/portal/api/v2/staff/audit-log',
    { ...allow('admin', 'operations'), schema: { querystring: auditQuerySchema } },
    async (request, reply) => {
      const query = parseInput(auditQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return auditPageSchema.parse(await opts.audit.list(query));
    },
  );
}
