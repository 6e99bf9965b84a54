import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getRuntimeConfig } from '../../../config/runtime-config';
import type { ApiFailure } from '../../../lib/api-error';
import { botCheckFields, preloadBotCheck } from '../../../lib/bot-check';
import { useErrorText } from '../../../lib/error-text';
import { failureOfError } from '../../../lib/use-api-call';
import { requestPasswordReset } from '../api/request-password-reset';
import { FormFailure, SignInCard } from '../components/sign-in-card';
import { MailIcon } from '../components/sign-in-icons';
import { formText, handedEmail, isEmail } from '../form-text';
import '../login.css';

interface ForgotPasswordPageProps {
  loginPath: string;
  devOutboxPath: string;
}

/**
 * Asks for a password-reset e-mail. The confirmation reads the same whether or not an account
 * uses the address (the server answers the same too), so the page tells nobody who has one.
 */
export function ForgotPasswordPage({ loginPath, devOutboxPath }: ForgotPasswordPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const location = useLocation();
  const [email, setEmail] = useState(() => handedEmail(location.state));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const label = t('login.email');

  useEffect(preloadBotCheck, []);

  const check = (value: string) => {
    if (value.trim() === '') return formText(t('form.required'), { label });
    if (!isEmail(value)) return formText(t('form.invalidEmail'), { label });
    return undefined;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      const address = email.trim();
      await requestPasswordReset({ email: address, ...(await botCheckFields('password_reset')) });
      setSentTo(address);
    } catch (caught) {
      setFailure(failureOfError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInCard title={t('forgotPassword.title')} testId="forgot-password-page">
      {sentTo ? (
        <div role="status" data-testid="forgot-sent">
          <p className="sign-in-notice">{t('forgotPassword.sent', { email: sentTo })}</p>
          {getRuntimeConfig().dev_outbox ? (
            <p className="login-card__muted">
              {t('forgotPassword.devOutbox')}{' '}
              <a href={devOutboxPath} target="_blank" rel="noopener noreferrer">
                {t('login.devOutboxLink')}
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <form
          className="sign-in-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={busy}
        >
          <FormFailure text={failure ? errorText(failure) : null} testId="forgot-error" />
          <p className="login-card__muted login-card__subtitle">{t('forgotPassword.intro')}</p>
          <div className="sign-in-field">
            <label htmlFor="forgot-email">{label}</label>
            <div className={`sign-in-input${error ? ' sign-in-input--invalid' : ''}`}>
              <MailIcon />
              <input
                id="forgot-email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="username"
                placeholder={t('login.emailPlaceholder')}
                value={email}
                disabled={busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'forgot-email-error' : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (error && !check(event.target.value)) setError(undefined);
                }}
                onBlur={() => setError(check(email))}
                data-testid="forgot-email"
              />
            </div>
            {error ? (
              <div className="sign-in-field__error" id="forgot-email-error" role="alert">
                {error}
              </div>
            ) : null}
          </div>
          <button
            type="submit"
            className="sign-in-form__submit"
            disabled={busy}
            data-testid="forgot-submit"
          >
            {busy ? <span className="sign-in-form__spinner" aria-hidden="true" /> : null}
            {t('forgotPassword.submit')}
          </button>
        </form>
      )}
      <p className="sign-in-form__links">
        <Link to={loginPath} className="sign-in-link" data-testid="forgot-back">
          {t('forgotPassword.backToSignIn')}
        </Link>
      </p>
    </SignInCard>
  );
}
