import type { AuditActor } from '../../db/audit-log';
import type { AccountUserRow } from './account.repository';

/** Ends a user's sessions beyond the access_tokens rows, which the services revoke themselves. */
export interface AccountSessions {
  /** Forgets this node's remembered callers of the user, so a revoked token stops working at once. */
  forget(userId: number): void;
  /**
   * Ends the user's sessions and tokens at the central sign-in service (docs/account.md); the
   * token named in `keepToken` (the caller's own, after a change of password) stays.
   */
  endCentral(userId: number, options?: { keepToken?: string }): Promise<void>;
}

/** Who acted, as the audit log names them. */
export function actorOf(user: AccountUserRow): AuditActor {
  return {
    id: user.id,
    role: user.role === 'staff' ? user.staffRoles.join('+') || 'staff' : user.role,
  };
}

/** The account fields the audit log keeps before and after a change (no password, no token). */
export function auditedProfile(user: AccountUserRow) {
  return { name: user.name, phone: user.phone, language: user.language };
}
