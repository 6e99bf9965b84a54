import type { AdminUser, AdminUserPage, InviteInput, AuditAction } from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import type { StaffRole } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../auctions/auctions.service';
import type { Mailer } from '../mail/mailer';
import { INVITE_TTL_HOURS, inviteLink, inviteMail, newInviteToken } from './invite-mail';
import {
  NO_PASSWORD,
  type UserFilter,
  type UserRow,
  type UsersRepository,
} from './users.repository';
import { auditedUser, presentAdminUser, statusOf } from './user-view';

const PER_PAGE = 25;

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', `${field} ${message}`, { errors: { [field]: [message] } });
const notFound = (id: number) => new AppError('not_found', `User ${id} does not exist.`);

/**
 * Accounts for the admin (docs/admin.md): invite, resend an invite, disable and enable, and a
 * staff user's roles. Every change is in the audit log, before → after; e-mails are queued in the
 * same transaction and sent after it commits.
 */
export function createUsersService(deps: {
  db: Database;
  repo: UsersRepository;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** Forgets this node's remembered sessions of a user, so a disable takes effect at once. */
  forgetSessions: (userId: number) => void;
  /** Tells the user's open pages that their session ended; a failure to tell is not a failure to disable. */
  notifySessionEnded: (userId: number) => Promise<void>;
}) {
  const { db, repo, clock, mailer } = deps;

  async function view(tx: Executor, id: number): Promise<AdminUser> {
    const row = await repo.findView(tx, id, new Date(clock.now()));
    if (!row) throw notFound(id);
    return presentAdminUser(row);
  }

  /** A new invite for the user: older links stop working; returns the queued e-mail's id. */
  async function issueInvite(tx: Executor, user: UserRow, by: AuditActor, at: Date) {
    await repo.closeOpenInvites(tx, user.id, at);
    const { token, tokenHash } = newInviteToken();
    await repo.insertInvite(tx, {
      userId: user.id,
      tokenHash,
      createdBy: by.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + INVITE_TTL_HOURS * 3_600_000),
    });
    const mail = inviteMail({
      name: user.name,
      email: user.email,
      language: user.language,
      link: inviteLink(deps.publicUrl, token),
    });
    return mailer.queue(tx, mail);
  }

  /** Where the new account belongs: a group of its kind (whose market it takes), or staff roles. */
  async function placement(tx: Executor, input: InviteInput) {
    if (input.kind === 'staff') {
      const market = input.market!;
      if (!(await repo.marketExists(tx, market)))
        throw invalid('market', 'is not a market we know');
      return {
        activeGroupId: null,
        country: market,
        staffRoles: [...new Set(input.staff_roles ?? [])],
      };
    }
    const group = await repo.findGroup(tx, input.group_id!);
    if (!group) throw invalid('group_id', 'is not a group we know');
    if (group.kind !== input.kind) throw invalid('group_id', `is not a ${input.kind} group`);
    if (input.market && input.market !== group.market)
      throw invalid('market', `must be the group's market, ${group.market}`);
    return { activeGroupId: group.id, country: group.market, staffRoles: [] as StaffRole[] };
  }

  /** Changes one user under its row lock and records it; `change` returns the new columns. */
  async function changeUser(
    by: AuditActor,
    id: number,
    action: AuditAction,
    change: (user: UserRow, tx: Executor, at: Date, mailIds: number[]) => Promise<Partial<UserRow>>,
  ): Promise<AdminUser> {
    const mailIds: number[] = [];
    const user = await db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw notFound(id);
      const at = new Date(clock.now());
      const changes = await change(before, tx, at, mailIds);
      await repo.update(tx, id, { ...changes, updatedAt: at });
      await recordAudit(tx, {
        actor: by,
        action,
        entityType: 'user',
        entityId: id,
        before: auditedUser(before),
        after: auditedUser({ ...before, ...changes }),
        at,
      });
      return view(tx, id);
    });
    await mailer.deliver(mailIds);
    return user;
  }

  return {
    async list(filter: UserFilter, page: number): Promise<AdminUserPage> {
      const { rows, total } = await repo.findPage(filter, page, PER_PAGE, new Date(clock.now()));
      return {
        data: rows.map(presentAdminUser),
        meta: { pagination: paginate(total, page, PER_PAGE) },
      };
    },

    /** A new account with no usable password and an invite link e-mailed to it (201). */
    async invite(by: AuditActor, input: InviteInput): Promise<AdminUser> {
      const mailIds: number[] = [];
      const email = input.email.toLowerCase();
      const user = await db.transaction(async (tx) => {
        if (await repo.isEmailTaken(tx, email)) throw invalid('email', 'already has an account');
        const place = await placement(tx, input);
        const at = new Date(clock.now());
        const id = await repo.insert(tx, {
          email,
          name: input.name,
          passwordHash: NO_PASSWORD,
          role: input.kind,
          language: input.language,
          ...place,
          createdAt: at,
          updatedAt: at,
        });
        const created = (await repo.lock(tx, id))!;
        mailIds.push(await issueInvite(tx, created, by, at));
        await recordAudit(tx, {
          actor: by,
          action: 'user.invite',
          entityType: 'user',
          entityId: id,
          after: auditedUser(created),
          at,
        });
        return view(tx, id);
      });
      await mailer.deliver(mailIds);
      return user;
    },

    async resendInvite(by: AuditActor, id: number): Promise<AdminUser> {
      return changeUser(by, id, 'user.resend_invite', async (before, tx, at, mailIds) => {
        if (statusOf(before) !== 'invited')
          throw new AppError(
            'invalid_transition',
            before.disabledAt
              ? 'This account is disabled: enable it before sending a new invite.'
              : 'This person has already set a password: there is nothing to invite to.',
          );
        mailIds.push(await issueInvite(tx, before, by, at));
        return {};
      });
    },

    /** Disabled at once: every session of the user ends in the same transaction. */
    async disable(by: AuditActor, id: number): Promise<AdminUser> {
      if (id === by.id)
        throw new AppError('invalid_transition', 'You cannot disable your own account.');
      const user = await changeUser(by, id, 'user.disable', async (before, tx, at) => {
        if (before.disabledAt)
          throw new AppError('invalid_transition', 'This account is already disabled.');
        await repo.deleteTokens(tx, id);
        return { disabledAt: at };
      });
      deps.forgetSessions(id);
      await deps.notifySessionEnded(id);
      return user;
    },

    async enable(by: AuditActor, id: number): Promise<AdminUser> {
      return changeUser(by, id, 'user.enable', async (before) => {
        if (!before.disabledAt)
          throw new AppError('invalid_transition', 'This account is not disabled.');
        return { disabledAt: null };
      });
    },

    /** A staff user's roles; an admin keeps their own admin role, so there is always an admin. */
    async setRoles(by: AuditActor, id: number, roles: StaffRole[]): Promise<AdminUser> {
      const next = [...new Set(roles)];
      const user = await changeUser(by, id, 'user.roles', async (before) => {
        if (before.role !== 'staff')
          throw invalid('staff_roles', 'can only be given to a staff account');
        if (id === by.id && !next.includes('admin'))
          throw new AppError('invalid_transition', 'You cannot remove your own admin role.');
        return { staffRoles: next };
      });
      deps.forgetSessions(id);
      return user;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
