import { AppError } from './app-error';

export interface BotCheckSettings {
  /** null: tokens are not verified (and none is asked for). */
  secret: string | null;
  verifyUrl: string;
  minScore: number;
}

/**
 * The outcome of a bot check (docs/sign-in.md):
 * - `passed`: the service vouched for the token;
 * - `absent`: no token came (the browser could not load the service: spec §5's fallback branch);
 * - `unavailable`: the service did not answer, so the request goes on under the rate limits alone;
 * - `off`: no secret is configured.
 * A token the service rejects is a 422 `captcha_failed`.
 */
export type BotCheckOutcome = 'passed' | 'absent' | 'unavailable' | 'off';

export interface BotCheck {
  readonly enabled: boolean;
  verify(input: { token?: string; action?: string; ip: string }): Promise<BotCheckOutcome>;
}

const TIMEOUT_MS = 3_000;

interface VerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/** Verifies reCAPTCHA-style tokens (`g_recaptcha_response`, `g_recaptcha_action`) at the verify URL. */
export function createBotCheck(settings: BotCheckSettings): BotCheck {
  return {
    enabled: settings.secret !== null,
    async verify({ token, action, ip }) {
      if (settings.secret === null) return 'off';
      if (!token) return 'absent';
      let answer: VerifyAnswer;
      try {
        const res = await fetch(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!res.ok) return 'unavailable';
        answer = (await res.json()) as VerifyAnswer;
      } catch {
        return 'unavailable';
      }
      const scoreOk = answer.score === undefined || answer.score >= settings.minScore;
      const actionOk = !action || !answer.action || answer.action === action;
      if (answer.success === true && scoreOk && actionOk) return 'passed';
      throw new AppError('captcha_failed', 'The robot check failed. Please try again.');
    },
  };
}
