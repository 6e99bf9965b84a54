import type { AccountInfo, User } from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthRepository, UserRow } from './auth.repository';
import { generateToken, hashToken, isTokenShaped } from './tokens';
import { presentUser } from './user-presenter';

export interface AuthSettings {
  tokenTtlHours: number;
  maxFailures: number;
  windowMinutes: number;
}

/** The signed-in caller of a request. */
export interface Caller {
  user: UserRow;
  tokenId: number;
}

export function createAuthService(repo: AuthRepository, clock: Clock, settings: AuthSettings) {
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow,
  // so response times do not reveal which e-mails have accounts.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));

  async function assertNotThrottled(email: string, ip: string): Promise<void> {
    const since = new Date(clock.now() - settings.windowMinutes * 60_000);
    const failures = await repo.countRecentFailures({ email, ip, since });
    // An address may try a few accounts; it may not try many.
    if (failures.byEmail >= settings.maxFailures || failures.byIp >= settings.maxFailures * 4) {
      throw new AppError('too_many_attempts', `Too many failed sign-in attempts. Try again in ${settings.windowMinutes} minutes.`, {
        headers: { 'retry-after': String(settings.windowMinutes * 60) },
      });
    }
  }

  async function presentWithGroup(user: UserRow): Promise<User> {
    const group = user.activeGroupId === null ? undefined : await repo.findGroup(user.activeGroupId);
    return presentUser(user, group);
  }

  return {
    async loginByEmail(input: { email: string; password: string; ip: string }): Promise<{ user: User; access_token: string }> {
      const email = input.email.toLowerCase();
      await assertNotThrottled(email, input.ip);
      const user = await repo.findUserByEmail(email);
      const isValid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyPassword(await decoy(), input.password);
      if (!user || !isValid) {
        await repo.recordFailure({ email, ip: input.ip, at: new Date(clock.now()) });
        throw new AppError('invalid_credentials', 'The e-mail or password is incorrect.');
      }
      await repo.clearFailures(email);
      const token = generateToken();
      await repo.insertToken({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(clock.now() + settings.tokenTtlHours * 3_600_000),
      });
      return { user: await presentWithGroup(user), access_token: token };
    },

    /** Resolves a bearer token to its caller, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<Caller | null> {
      if (!isTokenShaped(token)) return null;
      const row = await repo.findUserByTokenHash(hashToken(token), new Date(clock.now()));
      return row ? { user: row.user, tokenId: row.tokenId } : null;
    },

    currentUser: presentWithGroup,

    async logout(caller: Caller): Promise<void> {
      await repo.revokeToken(caller.tokenId, new Date(clock.now()));
    },

    async accountInfo(caller: Caller): Promise<AccountInfo> {
      const { followed, pinned } = await repo.findFollowedAndPinned(caller.user.id);
      // Transactions arrive with the transaction capability; until then no payment can be overdue.
      return { count_overdue_payment: 0, followed_auctions_ids: followed, pined_auctions_ids: pinned };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
