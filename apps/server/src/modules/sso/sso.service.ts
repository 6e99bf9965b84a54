import type { Provider } from 'oidc-provider';
import type { ExternalTokens } from '../auth/auth.service';
import type { SsoRepository } from './sso.repository';

/**
 * The central sign-in service's tokens as the rest of the server sees them: who a token stands
 * for, and how a token, or everything of an account, is ended.
 */
export function createSsoService(deps: {
  provider: Provider;
  repo: SsoRepository;
  clientId: string;
  /** Drops the auth service's remembered callers of a user, so an ended token stops at once. */
  forgetUser: (userId: number) => void;
}) {
  const { provider, repo, clientId } = deps;

  async function findAccessToken(token: string) {
    const found = await provider.AccessToken.find(token);
    if (!found?.accountId || found.clientId !== clientId || !found.exp) return undefined;
    return found;
  }

  const tokens: ExternalTokens = {
    async find(token) {
      const found = await findAccessToken(token);
      const userId = Number(found?.accountId);
      if (!found || !Number.isSafeInteger(userId)) return null;
      return { userId, expiresAt: new Date(found.exp! * 1000) };
    },

    /**
     * A logout: the token, the grant it came from (with every code and token of it) and the
     * account's sessions at the service, so the next sign-in asks for credentials again.
     */
    async revoke(token) {
      const found = await findAccessToken(token);
      if (!found) return;
      await found.destroy();
      if (found.grantId) {
        await repo.destroyByGrant(found.grantId);
        await repo.destroy('Grant', found.grantId);
      }
      await repo.destroyByAccount(found.accountId, ['Session']);
    },
  };

  return {
    tokens,

    /**
     * Ends every code, token, grant and session of a user at the central service (after a
     * password reset or change, or when the account is disabled).
     */
    async revokeAccount(userId: number, options: { keepToken?: string } = {}): Promise<void> {
      const kept = options.keepToken ? await findAccessToken(options.keepToken) : undefined;
      if (kept && kept.accountId === String(userId)) {
        // A change of password on this token: it and its grant stay, everything else ends.
        await repo.destroyByAccountExcept(String(userId), [
          { kind: 'AccessToken', id: kept.jti },
          ...(kept.grantId ? [{ kind: 'Grant', id: kept.grantId }] : []),
        ]);
      } else {
        await repo.destroyByAccount(String(userId));
      }
      deps.forgetUser(userId);
    },

    /** Drops expired codes, tokens, grants, sessions and interactions. */
    async pruneExpired(): Promise<void> {
      await repo.pruneExpired(new Date());
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
