import type { HelpCode, User } from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BotCheck } from '../../lib/bot-check';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { UserRow } from '../auth/auth.repository';
import type { Mailer } from '../mail/mailer';
import { PHONE_LIMITS, newCode, normalisePhone, tooManyRequests, wrongCode } from './phone-codes';
import { createPhoneProof, type PhoneProof } from './phone-proof';
import type { PhoneSignInRepository } from './phone-sign-in.repository';

type Session = { user: User; access_token: string };

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { errors: { [field]: [message] } });

/**
 * Sign-in by phone (docs/sign-in.md): the proof (send, verify, use once), `loginByOtp`, and the
 * help code support staff issue when an SMS does not arrive, used with `loginByToken`.
 */
export function createPhoneSignInService(deps: {
  db: Database;
  repo: PhoneSignInRepository;
  clock: Clock;
  botCheck: BotCheck;
  mailer: Mailer;
  /** Hands queued messages to their provider after the commit, without holding the request. */
  deliverLater: (ids: number[]) => void;
  /** Starts a session for a user who proved who they are (the auth service's). */
  startSession: (user: UserRow) => Promise<Session>;
}) {
  const { db, repo, clock } = deps;
  const parts = createPhoneProof({
    db,
    repo,
    clock,
    botCheck: deps.botCheck,
    queueSms: (tx, sms) =>
      deps.mailer.queue(tx, {
        to: sms.to,
        subject: '',
        text: sms.text,
        kind: 'sign_in_code',
        channel: 'sms',
      }),
    deliverLater: deps.deliverLater,
  });
  const { proof } = parts;
  // Checking a real hash when there is no help code keeps both answers equally slow.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('000000'));

  /** The user a help code proves, with both the verification and the help code used up. */
  async function proveByHelpCode(input: {
    accessToken: string;
    phone: string;
    phoneCode: string;
  }): Promise<UserRow> {
    const e164 = normalisePhone(input.phone);
    const verification = await parts.openForHelp(input.accessToken, e164);
    await parts.reserveTry(verification);
    const user = await repo.findUserByPhone(db, e164);
    const help = user ? await repo.findOpenHelpCode(user.id, new Date(clock.now())) : undefined;
    if (help && !(await repo.reserveHelpCodeAttempt(help.id, PHONE_LIMITS.maxAttempts)))
      throw tooManyRequests('Too many wrong help codes. Ask support for a new one.');
    const matches = await verifyPassword(help?.codeHash ?? (await decoy()), input.phoneCode);
    if (!user || !help || !matches)
      throw wrongCode('This help code is not correct. Check it with support and try again.');
    const at = new Date(clock.now());
    await db.transaction(async (tx) => {
      const used =
        (await repo.markVerificationUsed(tx, verification.id, at)) &&
        (await repo.markHelpCodeUsed(tx, help.id, at));
      if (!used) throw wrongCode('This help code has just been used. Ask support for a new one.');
    });
    return user;
  }

  return {
    ...proof,
    /** The proof alone, for other ways in that accept a phone (the central sign-in page). */
    proof: proof satisfies PhoneProof,

    async loginByOtp(input: { accessToken: string; phone: string }): Promise<Session> {
      return deps.startSession(await proof.consumeVerified(input));
    },

    async loginByToken(input: {
      accessToken: string;
      phone: string;
      phoneCode: string;
    }): Promise<Session> {
      return deps.startSession(await proveByHelpCode(input));
    },

    /**
     * A new help code for a dealer or seller with a phone, shown once to the staff member who
     * asked; earlier unused codes of the user stop working. The audit log records who issued
     * one for whom, never the code.
     */
    async issueHelpCode(by: AuditActor, userId: number): Promise<HelpCode> {
      const user = await repo.findUser(db, userId);
      if (!user) throw new AppError('not_found', `User ${userId} does not exist.`);
      if (user.role === 'staff')
        throw invalid('user', 'Help codes are for dealer and seller accounts.');
      if (!user.phone)
        throw invalid(
          'phone',
          'This account has no phone number: add one before issuing a help code.',
        );
      if (user.disabledAt)
        throw new AppError(
          'invalid_transition',
          'This account is disabled: enable it before issuing a help code.',
        );
      const code = newCode();
      const codeHash = await hashPassword(code);
      const at = new Date(clock.now());
      const expiresAt = new Date(at.getTime() + PHONE_LIMITS.helpCodeTtlMs);
      await db.transaction(async (tx) => {
        await repo.spendHelpCodes(tx, user.id, at);
        await repo.insertHelpCode(tx, {
          userId: user.id,
          codeHash,
          issuedBy: by.id,
          createdAt: at,
          expiresAt,
        });
        await recordAudit(tx, {
          actor: by,
          action: 'user.help_code',
          entityType: 'user',
          entityId: user.id,
          after: { phone: user.phone, expires_at: expiresAt.toISOString() },
          at,
        });
      });
      return { code, phone: user.phone, expires_at: expiresAt.toISOString() };
    },
  };
}

export type PhoneSignInService = ReturnType<typeof createPhoneSignInService>;
