import { inviteViewSchema, type InviteView } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const acceptAnswerSchema = z.object({ data: z.object({ email: z.string() }) });

/** Whom an invite link is for; the token goes in the body so no log line carries it. */
export async function lookupInvite(token: string): Promise<InviteView> {
  return (
    await apiRequest('portal', 'v2', '/invites/lookup', inviteViewSchema, {
      method: 'POST',
      body: { token },
      skipAuthRedirect: true,
    })
  ).data;
}

/** Sets the password with the link, once; answers the account's e-mail for signing in. */
export async function acceptInvite(token: string, password: string): Promise<string> {
  return (
    await apiRequest('portal', 'v2', '/invites/accept', acceptAnswerSchema, {
      method: 'POST',
      body: { token, password },
      skipAuthRedirect: true,
    })
  ).data.email;
}
