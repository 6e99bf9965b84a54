import { VERIFICATION_CODE_LENGTH, type OtpChallenge } from '@autobid/contract';
import type { Database, Executor } from '../../db/client';
import type { BotCheck } from '../../lib/bot-check';
import type { Clock } from '../../lib/clock';
import type { UserRow } from '../auth/auth.repository';
import { generateToken, hashToken, isTokenShaped } from '../auth/tokens';
import {
  HOUR_MS,
  PHONE_LIMITS,
  codeExpired,
  hashCode,
  hashesMatch,
  invalidPhone,
  newCode,
  normalisePhone,
  tooManyRequests,
  unusableCode,
  wrongCode,
} from './phone-codes';
import type { PhoneSignInRepository, VerificationRow } from './phone-sign-in.repository';

/**
 * Proof that a person holds a phone (docs/sign-in.md): a code sent by SMS, typed back, then used
 * once to sign in. Any way in that accepts a phone (the sign-in API, the central sign-in page)
 * goes through this.
 */
export interface PhoneProof {
  send(input: {
    phone: string;
    ip: string;
    country?: string;
    botToken?: string;
    botAction?: string;
  }): Promise<OtpChallenge>;
  verify(input: { accessToken: string; code: string }): Promise<void>;
  /** The user a verified challenge proves; uses the challenge up. Throws the auth/* errors. */
  consumeVerified(input: { accessToken: string; phone: string }): Promise<UserRow>;
}

export const SMS_TEXT = (code: string) =>
  `AutoBid code: ${code}. It expires in ${PHONE_LIMITS.codeTtlMs / 60_000} minutes. Never share it.`;

export interface PhoneProofDeps {
  db: Database;
  repo: PhoneSignInRepository;
  clock: Clock;
  botCheck: BotCheck;
  /** Writes the SMS to the outbox in the caller's transaction; answers its id. */
  queueSms: (tx: Executor, sms: { to: string; text: string }) => Promise<number>;
  /** Hands queued messages to their provider after the commit, without holding the request. */
  deliverLater: (ids: number[]) => void;
}

/** The phone proof, and the lookup the help code shares with it. */
export function createPhoneProof(deps: PhoneProofDeps) {
  const { db, repo, clock } = deps;

  /** Refuses a send past the cool-down or the hourly limits; the same for every phone. */
  async function assertMaySend(tx: Executor, phone: string, ip: string): Promise<void> {
    const now = clock.now();
    const sends = await repo.countSends(tx, { phone, ip, since: new Date(now - HOUR_MS) });
    const nextAt = (sends.lastSentAt?.getTime() ?? 0) + PHONE_LIMITS.resendCooldownMs;
    if (nextAt > now)
      throw tooManyRequests(
        `Please wait ${Math.ceil((nextAt - now) / 1000)} seconds before asking for another code.`,
        nextAt - now,
      );
    const untilFree = (oldest: Date | null) => (oldest?.getTime() ?? now) + HOUR_MS - now;
    if (sends.phone.count >= PHONE_LIMITS.sendsPerPhonePerHour)
      throw tooManyRequests(
        'Too many codes were sent to this number. Try again later.',
        untilFree(sends.phone.oldest),
      );
    if (sends.ip.count >= PHONE_LIMITS.sendsPerAddressPerHour)
      throw tooManyRequests(
        'Too many codes were asked for from this address. Try again later.',
        untilFree(sends.ip.oldest),
      );
  }

  /** The verification a token names, unless unknown or used. */
  async function findOpen(accessToken: string): Promise<VerificationRow> {
    const row = isTokenShaped(accessToken)
      ? await repo.findVerification(hashToken(accessToken))
      : undefined;
    if (!row || row.usedAt) throw unusableCode();
    return row;
  }

  /** Counts a try on the verification; past the limit it is spent. */
  async function reserveTry(row: VerificationRow): Promise<void> {
    if (!(await repo.reserveAttempt(row.id, PHONE_LIMITS.maxAttempts)))
      throw tooManyRequests('Too many wrong codes. Ask for a new code.');
  }

  const proof: PhoneProof = {
    async send({ phone, ip, country, botToken, botAction }) {
      const e164 = normalisePhone(phone, country);
      // Checked before the bot check too, so a flood costs no calls to the bot-check service.
      await assertMaySend(db, e164, ip);
      await deps.botCheck.verify({ token: botToken, action: botAction ?? 'otp_send', ip });
      const token = generateToken();
      const code = newCode();
      const now = new Date(clock.now());
      const expiresAt = new Date(now.getTime() + PHONE_LIMITS.codeTtlMs);
      const mailIds = await db.transaction(async (tx) => {
        await repo.lockPhone(tx, e164);
        await assertMaySend(tx, e164, ip);
        const user = await repo.findUserByPhone(tx, e164);
        await repo.insertVerification(tx, {
          tokenHash: hashToken(token),
          phone: e164,
          userId: user?.id ?? null,
          codeHash: hashCode(token, code),
          ip,
          createdAt: now,
          expiresAt,
          lastSentAt: now,
        });
        // The answer is the same either way; only a number with a working account gets an SMS.
        if (!user || user.disabledAt) return [];
        return [await deps.queueSms(tx, { to: e164, text: SMS_TEXT(code) })];
      });
      deps.deliverLater(mailIds);
      return {
        access_token: token,
        phone: e164,
        expires_at: expiresAt.toISOString(),
        resend_at: new Date(now.getTime() + PHONE_LIMITS.resendCooldownMs).toISOString(),
        code_length: VERIFICATION_CODE_LENGTH,
      };
    },

    async verify({ accessToken, code }) {
      const row = await findOpen(accessToken);
      if (row.attempts >= PHONE_LIMITS.maxAttempts)
        throw tooManyRequests('Too many wrong codes. Ask for a new code.');
      if (clock.now() >= row.expiresAt.getTime()) throw codeExpired();
      await reserveTry(row);
      if (!hashesMatch(row.codeHash, hashCode(accessToken, code))) throw wrongCode();
      await repo.releaseAttempt(row.id);
      await repo.markVerified(row.id, new Date(clock.now()));
    },

    async consumeVerified({ accessToken, phone }) {
      const e164 = normalisePhone(phone);
      const row = await findOpen(accessToken);
      if (!row.verifiedAt)
        throw wrongCode('Enter the code from the SMS first: this number is not verified yet.');
      if (clock.now() - row.verifiedAt.getTime() >= PHONE_LIMITS.verifiedUseMs) throw codeExpired();
      if (row.phone !== e164) invalidPhone();
      const user = await repo.findUserByPhone(db, e164);
      if (!user || user.id !== row.userId) invalidPhone('No account uses this phone number.');
      if (!(await repo.markVerificationUsed(db, row.id, new Date(clock.now()))))
        throw unusableCode();
      return user;
    },
  };

  return {
    proof,
    reserveTry,
    /**
     * The verification a help code is used with: sent to this phone (verified or not), unused,
     * and at most {@link PHONE_LIMITS.helpVerificationMaxAgeMs} old.
     */
    async openForHelp(accessToken: string, e164: string): Promise<VerificationRow> {
      const row = await findOpen(accessToken);
      if (row.attempts >= PHONE_LIMITS.maxAttempts)
        throw tooManyRequests('Too many wrong codes. Ask for a new code.');
      if (clock.now() - row.createdAt.getTime() >= PHONE_LIMITS.helpVerificationMaxAgeMs)
        throw codeExpired();
      if (row.phone !== e164) invalidPhone();
      return row;
    },
  };
}

export type PhoneProofParts = ReturnType<typeof createPhoneProof>;
