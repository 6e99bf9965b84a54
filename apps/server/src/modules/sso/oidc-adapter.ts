import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { SsoRepository } from './sso.repository';

/** What can be handed out only once: a second use is refused even when two nodes race for it. */
const SINGLE_USE = new Set(['AuthorizationCode', 'RefreshToken', 'DeviceCode']);

/**
 * oidc-provider's storage interface over the database (docs/central-sign-in.md), one instance per
 * model kind. Expiry follows the provider's own clock (real time), since it stamps its artefacts
 * with it.
 */
export function createOidcAdapterFactory(repo: SsoRepository) {
  return (kind: string): Adapter => {
    const present = (row: {
      payload: Record<string, unknown>;
      expiresAt: Date | null;
      consumedAt: Date | null;
    }): AdapterPayload | undefined => {
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
        await repo.upsert(kind, id, payload, expiresAt);
      },
      async find(id) {
        const row = await repo.find(kind, id);
        return row ? present(row) : undefined;
      },
      async findByUid(uid) {
        const row = await repo.findBy(kind, 'uid', uid);
        return row ? present(row) : undefined;
      },
      async findByUserCode(userCode) {
        const row = await repo.findBy(kind, 'userCode', userCode);
        return row ? present(row) : undefined;
      },
      async consume(id) {
        const first = await repo.consume(kind, id, new Date());
        // The provider checked "not consumed" a moment ago; a concurrent exchange may have won since.
        if (!first && SINGLE_USE.has(kind))
          throw new errors.InvalidGrant('authorization code already consumed');
      },
      async destroy(id) {
        await repo.destroy(kind, id);
      },
      async revokeByGrantId(grantId) {
        await repo.destroyByGrant(grantId);
      },
    };
  };
}
