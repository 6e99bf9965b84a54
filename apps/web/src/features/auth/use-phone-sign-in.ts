import type { OtpChallenge } from '@autobid/contract';
import { useState } from 'react';
import type { ApiFailure, RejectedCall } from '../../lib/api-error';
import { botCheckFields } from '../../lib/bot-check';
import { serverNow } from '../../lib/server-clock';
import { failureOf } from '../../lib/state/create-app-thunk';
import { useAppDispatch } from '../../lib/state/hooks';
import { failureOfError } from '../../lib/use-api-call';
import { sendOtp } from './api/send-otp';
import { verifyOtp } from './api/verify-otp';
import { loginByOtp, loginByToken } from './current-user-thunks';

/** Spec §2: the sign-in flow's steps: login (1), verification (2), help (3). */
export type SignInStep = 'login' | 'verification' | 'help';

export interface PhoneSignIn {
  step: SignInStep;
  /** Where the code went and the token that names the verification; null before a code is sent. */
  challenge: OtpChallenge | null;
  busy: boolean;
  failure: ApiFailure | null;
  /** True right after a new code was sent from step 2. */
  isResent: boolean;
  goTo: (step: SignInStep) => void;
  /** Step 1: sends a code to the number (E.164) and moves on to step 2. */
  sendCode: (phone: string) => Promise<void>;
  resend: () => Promise<void>;
  /** Step 2: checks the code, then signs in with the verified phone. */
  verifyAndSignIn: (code: string) => Promise<void>;
  /** Step 3: signs in with the help code; `phone` is asked for when no code was sent yet. */
  signInWithHelpCode: (helpCode: string, phone: string | null) => Promise<void>;
}

function isUsable(challenge: OtpChallenge | null): challenge is OtpChallenge {
  return challenge !== null && Date.parse(challenge.expires_at) > serverNow();
}

/**
 * The phone sign-in's steps and calls. `onSignedIn` runs once the user is in the store. Each
 * step shows only its own failure: moving to another step clears it.
 */
export function usePhoneSignIn(onSignedIn: () => void): PhoneSignIn {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<SignInStep>('login');
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [isResent, setIsResent] = useState(false);

  /** Runs one step's call with the busy flag; its answer, or null with the failure shown. */
  const run = async <T>(work: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setFailure(null);
    try {
      return await work();
    } catch (error) {
      setFailure(failureOfError(error));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const requestCode = async (phone: string): Promise<OtpChallenge> => {
    const sent = await sendOtp({ phone, ...(await botCheckFields('otp_send')) });
    setChallenge(sent);
    return sent;
  };

  /** The sign-in's outcome; a refusal stays on this step (the store keeps it too). */
  const settle = (result: { meta: { requestStatus: string }; payload?: unknown }) => {
    if (result.meta.requestStatus === 'fulfilled') onSignedIn();
    else setFailure(failureOf(result.payload as RejectedCall | undefined));
  };

  return {
    step,
    challenge,
    busy,
    failure,
    isResent,
    goTo: (next) => {
      setFailure(null);
      setIsResent(false);
      setStep(next);
    },
    sendCode: async (phone) => {
      setIsResent(false);
      if (await run(() => requestCode(phone))) setStep('verification');
    },
    resend: async () => {
      if (!challenge) return;
      setIsResent((await run(() => requestCode(challenge.phone))) !== null);
    },
    verifyAndSignIn: async (code) => {
      if (!challenge) return;
      const verified = await run(() => verifyOtp({ access_token: challenge.access_token, code }));
      if (verified === null) return;
      settle(await dispatch(loginByOtp({ access_token: verified, phone: challenge.phone })));
    },
    signInWithHelpCode: async (helpCode, phone) => {
      // The help code is checked against a verification of the phone: one is started when none
      // was, or when the one from step 1 ran out while the dealer was on the phone to support.
      setFailure(null);
      const target = phone ?? challenge?.phone;
      const current = isUsable(challenge)
        ? challenge
        : target
          ? await run(() => requestCode(target))
          : null;
      if (current === null) return;
      const { access_token, phone: verifiedPhone } = current;
      settle(
        await dispatch(loginByToken({ access_token, phone: verifiedPhone, phone_code: helpCode })),
      );
    },
  };
}
