import type { AccountInfo, User } from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import type { BotCheck } from '../../lib/bot-check';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthRepository, UserRow } from './auth.repository';
import { generateToken, hashToken, isTokenShaped } from './tokens';
import { presentUser } from './user-presenter';

export interface AuthSettings {
  tokenTtlHours: number;
  /** Failed passwords for one account from one address per window before that address waits. */
  maxFailures: number;
  windowMinutes: number;
  /** Asked when an account is under challenge; without it the limits alone apply. */
  botCheck?: BotCheck;
  /** Where a bot check that could not be reached is noted. */
  log?: { warn(object: object, message: string): void };
}

/**
 * The failed-password policy (docs/abuse-resistance.md), counted per window of
 * `windowMinutes`: an address that failed {@link AuthSettings.maxFailures} times for one account
 * waits before trying that account again, and one that failed this many times that number for any
 * accounts waits for all; an account that failed this many times that number from anywhere is
 * "under challenge" (a bot check before any password is tried). Nothing a stranger does stops the
 * owner signing in from their own address.
 */
const ADDRESS_FACTOR = 4;
const CHALLENGE_FACTOR = 2;

/** The signed-in caller of a request. */
export interface Caller {
  user: UserRow;
  tokenId: number;
  tokenHash: string;
}

/**
 * Signed-in callers are remembered for a few seconds, so a dealer bidding in the last seconds does
 * not pay a database round trip per request for their token. A logout on this node forgets at
 * once; on other nodes within {@link CALLER_CACHE_MS}.
 */
const CALLER_CACHE_MS = 5_000;
const CALLER_CACHE_SIZE = 10_000;

/**
 * Tokens another part of the server issues (the central sign-in service, docs/sign-in.md): the
 * user they stand for and until when, or null when the token is not one of theirs or is no longer
 * valid.
 */
export interface ExternalTokens {
  find(token: string): Promise<{ userId: number; expiresAt: Date } | null>;
  /** Ends the token (and what it belongs to) at its issuer: a logout through the auction API. */
  revoke(token: string): Promise<void>;
}

/** What account-info reports beyond the user, from the modules that own it. */
export interface AccountFacts {
  watchedIds(userId: number): Promise<{ followed: number[]; pinned: number[] }>;
  countOverdue(userId: number): Promise<number>;
}

export function createAuthService(
  repo: AuthRepository,
  clock: Clock,
  settings: AuthSettings,
  account: AccountFacts,
) {
  const callers = new Map<string, { caller: Caller; until: number }>();
  let externalTokens: ExternalTokens | null = null;
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow,
  // so response times do not reveal which e-mails have accounts.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));

  function tooMany(): AppError {
    return new AppError(
      'too_many_attempts',
      `Too many failed sign-in attempts. Try again in ${settings.windowMinutes} minutes.`,
      { headers: { 'retry-after': String(settings.windowMinutes * 60) } },
    );
  }

  /**
   * Refuses an address that failed too often (for this account, or for any); asks a bot check
   * when the account itself failed too often, from wherever.
   */
  async function guardAttempt(input: {
    email: string;
    ip: string;
    botToken?: string | undefined;
    botAction?: string | undefined;
  }): Promise<void> {
    const since = new Date(clock.now() - settings.windowMinutes * 60_000);
    const failures = await repo.countRecentFailures({ email: input.email, ip: input.ip, since });
    if (
      failures.byPair >= settings.maxFailures ||
      failures.byIp >= settings.maxFailures * ADDRESS_FACTOR
    )
      throw tooMany();
    const botCheck = settings.botCheck;
    if (failures.byEmail < settings.maxFailures * CHALLENGE_FACTOR || !botCheck?.enabled) return;
    // Throws captcha_failed when the service refuses the token.
    const outcome = await botCheck.verify({
      ...(input.botToken ? { token: input.botToken } : {}),
      ...(input.botAction ? { action: input.botAction } : {}),
      ip: input.ip,
    });
    if (outcome === 'absent')
      throw new AppError('captcha_required', 'Please confirm you are not a robot and try again.');
    // Spec §5's fallback: the service cannot be reached, so the limits alone guard the account.
    if (outcome === 'unavailable')
      settings.log?.warn(
        { ip: input.ip },
        'bot check unavailable: sign-in to an account under challenge let through under the limits',
      );
  }

  async function verifyCredentials(input: {
    email: string;
    password: string;
    ip: string;
    /** The bot-check token and action (`g_recaptcha_response`, `g_recaptcha_action`). */
    botToken?: string | undefined;
    botAction?: string | undefined;
  }): Promise<UserRow> {
    const email = input.email.toLowerCase();
    await guardAttempt({ ...input, email });
    const user = await repo.findUserByEmail(email);
    const isValid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyPassword(await decoy(), input.password);
    if (!user || !isValid) {
      await repo.recordFailure({ email, ip: input.ip, at: new Date(clock.now()) });
      throw new AppError('invalid_credentials', 'The e-mail or password is incorrect.');
    }
    await repo.clearFailures({ email, ip: input.ip });
    return user;
  }

  /** A new session for a user who proved who they are (by password, one-time code or help code). */
  async function startSession(user: UserRow): Promise<{ user: User; access_token: string }> {
    if (user.disabledAt)
      throw new AppError(
        'account_disabled',
        'This account is disabled. Ask your administrator to enable it again.',
      );
    const token = generateToken();
    await repo.insertToken({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now() + settings.tokenTtlHours * 3_600_000),
    });
    return { user: await presentWithGroup(user), access_token: token };
  }

  /** The caller behind a token of the central sign-in service, when it is one. */
  async function externalCaller(token: string, tokenHash: string, now: number) {
    if (!externalTokens) return null;
    const found = await externalTokens.find(token);
    if (!found || found.expiresAt.getTime() <= now) return null;
    const user = await repo.findActiveUser(found.userId);
    if (!user) return null;
    // Not a row of access_tokens: logout goes through the central service's own logout.
    return { caller: { user, tokenId: 0, tokenHash }, expiresAt: found.expiresAt };
  }

  async function presentWithGroup(user: UserRow): Promise<User> {
    const group =
      user.activeGroupId === null ? undefined : await repo.findGroup(user.activeGroupId);
    return presentUser(user, group);
  }

  return {
    /**
     * The user an e-mail and password prove, under the failed-attempt policy: the one check for
     * `loginByEmail` and the central sign-in page.
     */
    verifyCredentials,

    async loginByEmail(input: {
      email: string;
      password: string;
      ip: string;
      botToken?: string | undefined;
      botAction?: string | undefined;
    }): Promise<{ user: User; access_token: string }> {
      return startSession(await verifyCredentials(input));
    },

    startSession,

    /** Resolves a bearer token to its caller, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<Caller | null> {
      if (!isTokenShaped(token)) return null;
      const tokenHash = hashToken(token);
      const now = clock.now();
      const cached = callers.get(tokenHash);
      if (cached && cached.until > now) return cached.caller;
      const row =
        (await repo.findUserByTokenHash(tokenHash, new Date(now))) ??
        (await externalCaller(token, tokenHash, now).then((found) =>
          found ? { user: found.caller.user, tokenId: 0, expiresAt: found.expiresAt } : undefined,
        ));
      if (!row) {
        callers.delete(tokenHash);
        return null;
      }
      const caller = { user: row.user, tokenId: row.tokenId, tokenHash };
      if (callers.size >= CALLER_CACHE_SIZE) callers.delete(callers.keys().next().value!);
      callers.set(tokenHash, {
        caller,
        until: Math.min(now + CALLER_CACHE_MS, row.expiresAt.getTime()),
      });
      return caller;
    },

    currentUser: presentWithGroup,

    /** Lets the central sign-in service's tokens stand for their users on every API. */
    useExternalTokens(tokens: ExternalTokens): void {
      externalTokens = tokens;
    },

    /** Forgets a remembered token at once (a central sign-in logout on this node). */
    forgetToken(token: string): void {
      callers.delete(hashToken(token));
    },

    /** Forgets every remembered caller of a user whose sessions were just revoked (disable). */
    forgetUser(userId: number): void {
      for (const [tokenHash, entry] of callers)
        if (entry.caller.user.id === userId) callers.delete(tokenHash);
    },

    async logout(caller: Caller, token?: string): Promise<void> {
      if (caller.tokenId !== 0) await repo.revokeToken(caller.tokenId, new Date(clock.now()));
      else if (token && externalTokens) await externalTokens.revoke(token);
      callers.delete(caller.tokenHash);
    },

    async accountInfo(caller: Caller): Promise<AccountInfo> {
      const [{ followed, pinned }, overdue] = await Promise.all([
        account.watchedIds(caller.user.id),
        account.countOverdue(caller.user.id),
      ]);
      return {
        count_overdue_payment: overdue,
        followed_auctions_ids: followed,
        pined_auctions_ids: pinned,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
