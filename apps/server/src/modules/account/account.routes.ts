import {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  updateGroupSchema,
  updateUserSchema,
} from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../access/access';
import { parseBody, parseInput } from '../../lib/parse';
import { bearerToken, requireCaller } from '../../plugins/authenticate';
import { groupIdParams, requireSomeChange, resetParams, userIdParams } from './account.schemas';
import type { AccountService } from './account.service';
import type { PasswordChangeService } from './password-change.service';
import type { PasswordResetService } from './password-reset.service';

const RESET = '/portal/api/v2/mytukar/portal/account/password';
const AUCTION = '/auction/api/v1';

/** Password reset (portal v2) and the account calls (auction v1), as spec §7 names them. */
export async function accountRoutes(
  app: FastifyInstance,
  opts: {
    account: AccountService;
    passwords: PasswordChangeService;
    resets: PasswordResetService;
  },
): Promise<void> {
  const { account, passwords, resets } = opts;

  app.post(
    `${RESET}/request-reset`,
    { ...allow('public'), schema: { body: requestPasswordResetSchema } },
    async (request) => {
      const input = parseBody(requestPasswordResetSchema, request.body);
      return { data: await resets.requestReset({ ...input, ip: request.ip }) };
    },
  );
  // The token travels in the body, never in the path or query, so request logs do not carry it.
  app.post(
    `${RESET}/reset/:user_id`,
    { ...allow('public'), schema: { params: resetParams, body: resetPasswordSchema } },
    async (request) => {
      const { user_id } = parseInput(resetParams, request.params);
      const input = parseBody(resetPasswordSchema, request.body);
      return { data: await resets.resetPassword(user_id, input) };
    },
  );

  app.put(
    `${AUCTION}/users/:id`,
    { ...allow('signedIn'), schema: { params: userIdParams, body: updateUserSchema } },
    async (request) => {
      const { id } = parseInput(userIdParams, request.params);
      const input = requireSomeChange(parseBody(updateUserSchema, request.body), [
        'name',
        'phone',
        'language',
      ]);
      return { data: await account.updateUser(requireCaller(request), id, input) };
    },
  );
  app.put(
    `${AUCTION}/users/:id/password`,
    { ...allow('signedIn'), schema: { params: userIdParams, body: changePasswordSchema } },
    async (request) => {
      const { id } = parseInput(userIdParams, request.params);
      const input = parseBody(changePasswordSchema, request.body);
      const caller = requireCaller(request);
      return { data: await passwords.changePassword(caller, id, input, bearerToken(request)) };
    },
  );

  app.get(
    `${AUCTION}/groups/:id`,
    { ...allow('signedIn'), schema: { params: groupIdParams } },
    async (request) => {
      const { id } = parseInput(groupIdParams, request.params);
      return { data: await account.group(requireCaller(request), id) };
    },
  );
  app.put(
    `${AUCTION}/groups/:id`,
    { ...allow('signedIn'), schema: { params: groupIdParams, body: updateGroupSchema } },
    async (request) => {
      const { id } = parseInput(groupIdParams, request.params);
      const input = requireSomeChange(parseBody(updateGroupSchema, request.body), [
        'name',
        'contact_email',
        'contact_phone',
        'address',
      ]);
      return { data: await account.updateGroup(requireCaller(request), id, input) };
    },
  );
}
