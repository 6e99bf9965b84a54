import {
  groupInputSchema,
  groupRenameSchema,
  inviteInputSchema,
  marketSettingsInputSchema,
  staffRolesInputSchema,
} from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../access/access';
import type { AuditActor } from '../../db/audit-log';
import { parseBody, parseInput } from '../../lib/parse';
import { staffActorOf } from '../../plugins/authenticate';
import type { Mailer } from '../mail/mailer';
import {
  groupParams,
  groupQuerySchema,
  marketParams,
  pageQuerySchema,
  userParams,
  userQuerySchema,
} from './admin.schemas';
import type { GroupsService } from './groups.service';
import type { MarketSettingsService } from './market-settings.service';
import type { UsersService } from './users.service';
import { requestOrigin } from '../mail/outbox-links';

const STAFF = '/portal/api/v2/staff';

/** The admin's back office: groups, users and invites, the outbox and market settings (docs/admin.md). */
export async function adminRoutes(
  app: FastifyInstance,
  opts: {
    groups: GroupsService;
    users: UsersService;
    markets: MarketSettingsService;
    mailer: Mailer;
  },
): Promise<void> {
  const { groups, users, markets, mailer } = opts;

  app.get(
    `${STAFF}/groups`,
    { ...allow('admin'), schema: { querystring: groupQuerySchema } },
    async (request) => {
      const { page, q, ...filter } = parseInput(groupQuerySchema, request.query);
      return groups.list({ ...filter, search: q }, page);
    },
  );
  app.post(
    `${STAFF}/groups`,
    { ...allow('admin'), schema: { body: groupInputSchema } },
    async (request, reply) => {
      const input = parseBody(groupInputSchema, request.body);
      return reply.code(201).send({ data: await groups.create(staffActorOf(request), input) });
    },
  );
  app.put(
    `${STAFF}/groups/:groupId`,
    { ...allow('admin'), schema: { params: groupParams, body: groupRenameSchema } },
    async (request) => {
      const { groupId } = parseInput(groupParams, request.params);
      const { name } = parseBody(groupRenameSchema, request.body);
      return { data: await groups.rename(staffActorOf(request), groupId, name) };
    },
  );

  // Operations read the list too, to find the caller they give a help code (docs/admin.md).
  app.get(
    `${STAFF}/users`,
    { ...allow('admin', 'operations'), schema: { querystring: userQuerySchema } },
    async (request) => {
      const { page, q, group_id, ...filter } = parseInput(userQuerySchema, request.query);
      return users.list({ ...filter, groupId: group_id, search: q }, page);
    },
  );
  app.post(
    `${STAFF}/users`,
    { ...allow('admin'), schema: { body: inviteInputSchema } },
    async (request, reply) => {
      const input = parseBody(inviteInputSchema, request.body);
      return reply.code(201).send({ data: await users.invite(staffActorOf(request), input) });
    },
  );
  const userAction = (name: string, act: (by: AuditActor, id: number) => Promise<unknown>) =>
    app.post(
      `${STAFF}/users/:userId/${name}`,
      { ...allow('admin'), schema: { params: userParams } },
      async (request) => {
        const { userId } = parseInput(userParams, request.params);
        return { data: await act(staffActorOf(request), userId) };
      },
    );
  userAction('disable', (by, id) => users.disable(by, id));
  userAction('enable', (by, id) => users.enable(by, id));
  userAction('resend-invite', (by, id) => users.resendInvite(by, id));
  app.put(
    `${STAFF}/users/:userId/roles`,
    { ...allow('admin'), schema: { params: userParams, body: staffRolesInputSchema } },
    async (request) => {
      const { userId } = parseInput(userParams, request.params);
      const { staff_roles } = parseBody(staffRolesInputSchema, request.body);
      return { data: await users.setRoles(staffActorOf(request), userId, staff_roles) };
    },
  );

  app.get(
    `${STAFF}/outbox`,
    { ...allow('admin'), schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { page } = parseInput(pageQuerySchema, request.query);
      return mailer.list(page, requestOrigin(request));
    },
  );

  app.get(`${STAFF}/markets`, allow('admin'), async () => ({ data: await markets.list() }));
  app.put(
    `${STAFF}/markets/:code`,
    { ...allow('admin'), schema: { params: marketParams, body: marketSettingsInputSchema } },
    async (request) => {
      const { code } = parseInput(marketParams, request.params);
      const input = parseBody(marketSettingsInputSchema, request.body);
      return { data: await markets.update(staffActorOf(request), code, input) };
    },
  );
}
