import type { GroupDetails, UpdateGroup, UpdateUser, User } from '@autobid/contract';
import { recordAudit } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Caller } from '../auth/auth.service';
import { presentUser } from '../auth/user-presenter';
import type { AccountGroupRow, AccountRepository, AccountUserRow } from './account.repository';
import { actorOf, auditedProfile } from './account-sessions';
import { phoneOf } from './phone-input';

const forbidden = (message: string) => new AppError('forbidden', message);
const groupNotFound = (id: number) => new AppError('not_found', `Group ${id} does not exist.`);

/** True when a write lost a race on a unique index (two accounts claiming one phone at once). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Whether the user may change the group's details: its own administrator, acting for it. */
function canEdit(user: AccountUserRow, groupId: number): boolean {
  return user.isGroupAdmin && user.activeGroupId === groupId;
}

function presentGroup(group: AccountGroupRow, viewer: AccountUserRow): GroupDetails {
  return {
    id: group.id,
    name: group.name,
    kind: group.kind,
    market: group.market,
    contact_email: group.contactEmail,
    contact_phone: group.contactPhone,
    address: group.address,
    can_edit: canEdit(viewer, group.id),
  };
}

/**
 * What people change about themselves (docs/account.md): their name, phone and language, and,
 * for a group's administrators, the group's details. Each change is audit-logged before → after.
 */
export function createAccountService(deps: {
  db: Database;
  repo: AccountRepository;
  clock: Clock;
  /** Forgets this node's remembered sessions of a user, so a changed profile reads at once. */
  forgetSessions?: (userId: number) => void;
}) {
  const { db, repo, clock } = deps;

  async function presentWithGroup(tx: Executor, user: AccountUserRow): Promise<User> {
    const group =
      user.activeGroupId === null ? undefined : await repo.findGroup(tx, user.activeGroupId);
    return presentUser(user, group);
  }

  /** The group, if the caller may see it: its members and staff; to anyone else it does not exist. */
  async function visibleGroup(caller: Caller, id: number): Promise<AccountGroupRow> {
    const { user } = caller;
    if (user.role !== 'staff' && user.activeGroupId !== id) throw groupNotFound(id);
    const group = await repo.findGroup(db, id);
    if (!group) throw groupNotFound(id);
    return group;
  }

  return {
    presentWithGroup,

    /** Only oneself; a phone is stored in E.164 and may belong to one account only. */
    async updateUser(caller: Caller, id: number, input: UpdateUser): Promise<User> {
      if (id !== caller.user.id) throw forbidden('You can only change your own account.');
      try {
        const user = await db.transaction(async (tx) => {
          const before = await repo.lockUser(tx, id);
          if (!before) throw new AppError('not_found', `User ${id} does not exist.`);
          const changes: Partial<AccountUserRow> = {};
          if (input.name !== undefined) changes.name = input.name;
          if (input.language !== undefined) changes.language = input.language;
          if (input.phone !== undefined) {
            changes.phone = phoneOf(input.phone, before.country, 'phone');
            if (changes.phone && (await repo.isPhoneTaken(tx, changes.phone, id)))
              throw phoneTaken();
          }
          // Saving the profile as it is changes nothing and writes nothing.
          const changed = (Object.keys(changes) as (keyof typeof changes)[]).some(
            (key) => changes[key] !== before[key],
          );
          if (!changed) return presentWithGroup(tx, before);
          const at = new Date(clock.now());
          await repo.updateUser(tx, id, { ...changes, updatedAt: at });
          const after = { ...before, ...changes, updatedAt: at };
          await recordAudit(tx, {
            actor: actorOf(before),
            action: 'user.update_profile',
            entityType: 'user',
            entityId: id,
            before: auditedProfile(before),
            after: auditedProfile(after),
            at,
          });
          return presentWithGroup(tx, after);
        });
        // Every request of this user reads the new name and language from now on.
        deps.forgetSessions?.(id);
        return user;
      } catch (error) {
        if (isUniqueViolation(error)) throw phoneTaken();
        throw error;
      }
    },

    async group(caller: Caller, id: number): Promise<GroupDetails> {
      return presentGroup(await visibleGroup(caller, id), caller.user);
    },

    /**
     * The group's administrators only; a name stays unique within the group's market. Another
     * group is not found, as when it is read, so an id tells a stranger nothing.
     */
    async updateGroup(caller: Caller, id: number, input: UpdateGroup): Promise<GroupDetails> {
      if (caller.user.role !== 'staff' && caller.user.activeGroupId !== id) throw groupNotFound(id);
      if (!canEdit(caller.user, id))
        throw forbidden("Only the group's administrators can change its details.");
      return db.transaction(async (tx) => {
        const before = await repo.lockGroup(tx, id);
        if (!before) throw groupNotFound(id);
        const changes: Partial<AccountGroupRow> = {};
        if (input.name !== undefined) {
          if (await repo.isGroupNameTaken(tx, input.name, before.market, id))
            throw invalid('name', 'name is already the name of a group in this market');
          changes.name = input.name;
        }
        if (input.contact_email !== undefined)
          changes.contactEmail = input.contact_email?.toLowerCase() ?? null;
        if (input.contact_phone !== undefined)
          changes.contactPhone = phoneOf(input.contact_phone, before.market, 'contact_phone');
        if (input.address !== undefined) changes.address = input.address;
        await repo.updateGroup(tx, id, changes);
        const after = { ...before, ...changes };
        await recordAudit(tx, {
          actor: actorOf(caller.user),
          action: 'group.update_details',
          entityType: 'group',
          entityId: id,
          before: auditedGroup(before),
          after: auditedGroup(after),
          at: new Date(clock.now()),
        });
        return presentGroup(after, caller.user);
      });
    },
  };
}

function phoneTaken() {
  const message = 'phone is already used by another account';
  return new AppError('phone_taken', message, { errors: { phone: [message] } });
}

function invalid(field: string, message: string) {
  return new AppError('validation_failed', message, { errors: { [field]: [message] } });
}

function auditedGroup(group: AccountGroupRow) {
  return {
    name: group.name,
    contact_email: group.contactEmail,
    contact_phone: group.contactPhone,
    address: group.address,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
