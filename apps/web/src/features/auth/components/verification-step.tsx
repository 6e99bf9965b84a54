import type { OtpChallenge } from '@autobid/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formText } from '../form-text';
import { minutesAndSeconds, useSecondsUntil } from '../use-seconds-until';
import { CodeField } from './code-field';

interface VerificationStepProps {
  challenge: OtpChallenge;
  busy: boolean;
  /** The step's failure, in words, shown above the field. */
  failure: ReactNode;
  isResent: boolean;
  /** Where the dev outbox is, when no SMS provider is set up and the code is read there. */
  devOutboxPath: string | null;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
  onHelp: () => void;
}

/** Step 2: the six-digit code from the SMS, a new one after the wait, or help (step 3). */
export function VerificationStep({
  challenge,
  busy,
  failure,
  isResent,
  devOutboxPath,
  onVerify,
  onResend,
  onChangeNumber,
  onHelp,
}: VerificationStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const wait = useSecondsUntil(Date.parse(challenge.resend_at));
  const label = t('login.code');

  const check = (value: string) => {
    if (value === '') return formText(t('form.required'), { label });
    if (value.length !== challenge.code_length)
      return formText(t('form.stringLen'), { label, len: challenge.code_length });
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(code);
    setError(problem);
    if (!problem) onVerify(code);
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={submit} aria-busy={busy}>
      {failure}
      <p className="login-card__muted login-card__subtitle" data-testid="login-code-sent">
        {isResent ? `${t('login.codeResent')} ` : null}
        {t('login.codeSentTo', { phone: challenge.phone })}
      </p>
      {devOutboxPath ? (
        <p className="sign-in-notice" data-testid="login-dev-outbox">
          {t('login.devOutbox')}{' '}
          <a href={devOutboxPath} target="_blank" rel="noopener noreferrer">
            {t('login.devOutboxLink')}
          </a>
        </p>
      ) : null}
      <CodeField
        id="login-code"
        label={label}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (error && !check(value)) setError(undefined);
        }}
        error={error}
        disabled={busy}
        testId="login-code"
        autoComplete="one-time-code"
      />
      <button
        type="submit"
        className="sign-in-form__submit"
        disabled={busy}
        data-testid="login-verify"
      >
        {busy ? <span className="sign-in-form__spinner" aria-hidden="true" /> : null}
        {t('login.verify')}
      </button>
      <div className="sign-in-form__links">
        <button
          type="button"
          className="sign-in-link"
          disabled={busy || wait > 0}
          onClick={() => {
            setCode('');
            onResend();
          }}
          data-testid="login-resend"
        >
          {wait > 0 ? t('login.resendIn', { time: minutesAndSeconds(wait) }) : t('login.resend')}
        </button>
        <button type="button" className="sign-in-link" disabled={busy} onClick={onChangeNumber}>
          {t('login.changeNumber')}
        </button>
      </div>
      <p className="sign-in-form__links">
        <button
          type="button"
          className="sign-in-link"
          onClick={onHelp}
          data-testid="login-help-link"
        >
          {t('login.noSms')}
        </button>
      </p>
    </form>
  );
}
