import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ApiFailure } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/error-text';
import { failureOfError } from '../../../lib/use-api-call';
import { resetPassword } from '../api/reset-password';
import { FormFailure, SignInCard } from '../components/sign-in-card';
import { LockIcon } from '../components/sign-in-icons';
import { formText } from '../form-text';
import '../login.css';

/** The server's rule (contract `newPasswordSchema`); a common password is refused there. */
export const PASSWORD_MIN_LENGTH = 10;

type Field = 'password' | 'confirm';

/** The e-mailed link's user id and token, or null when the link was cut or altered. */
function readLink(params: URLSearchParams): { userId: number; token: string } | null {
  const user = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const userId = Number(user);
  if (!/^\d{1,10}$/.test(user) || userId < 1 || userId > 2147483647) return null;
  if (token === '' || token.length > 200) return null;
  return { userId, token };
}

interface ResetPasswordPageProps {
  loginPath: string;
  forgotPasswordPath: string;
}

/**
 * The password-reset e-mail's link (`?user=&token=`): a new password, twice. The link works once;
 * when it no longer does, the page says so and offers to send another.
 */
export function ResetPasswordPage({ loginPath, forgotPasswordPath }: ResetPasswordPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const link = readLink(params);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const labels: Record<Field, string> = {
    password: t('resetPassword.password'),
    confirm: t('resetPassword.confirm'),
  };

  const check = (field: Field, next: Record<Field, string>): string | undefined => {
    const label = labels[field];
    if (next[field] === '') return formText(t('form.required'), { label });
    if (field === 'password' && next.password.trim().length < PASSWORD_MIN_LENGTH)
      return formText(t('form.stringMin'), { label, min: PASSWORD_MIN_LENGTH });
    if (field === 'confirm' && next.confirm !== next.password) return t('resetPassword.mismatch');
    return undefined;
  };
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] && !check(field, next)) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!link) return;
    const next = { password: check('password', values), confirm: check('confirm', values) };
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    setFailure(null);
    try {
      setDoneFor(
        await resetPassword(link.userId, { password: values.password, token: link.token }),
      );
    } catch (caught) {
      setFailure(failureOfError(caught));
    } finally {
      setBusy(false);
    }
  };

  const isLinkDead = !link || failure?.code === 'reset_link_invalid';
  // A password the server refuses (too common) comes back as a validation failure on `password`.
  const failureText =
    failure?.code === 'validation_failed'
      ? t('resetPassword.refused')
      : failure && errorText(failure);

  if (doneFor !== null) {
    return (
      <SignInCard title={t('resetPassword.title')} testId="reset-password-page">
        <p className="sign-in-notice" role="status" data-testid="reset-done">
          {t('resetPassword.done')}
        </p>
        <Link
          to={loginPath}
          state={{ email: doneFor }}
          className="sign-in-form__submit sign-in-form__submit--link"
          data-testid="reset-sign-in"
        >
          {t('resetPassword.signIn')}
        </Link>
      </SignInCard>
    );
  }

  if (isLinkDead) {
    return (
      <SignInCard title={t('resetPassword.title')} testId="reset-password-page">
        <FormFailure text={t('errors.reset_link_invalid')} testId="reset-invalid" />
        <p className="sign-in-form__links">
          <Link to={forgotPasswordPath} className="sign-in-link" data-testid="reset-ask-again">
            {t('resetPassword.askAgain')}
          </Link>
        </p>
      </SignInCard>
    );
  }

  return (
    <SignInCard title={t('resetPassword.title')} testId="reset-password-page">
      <form
        className="sign-in-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={busy}
      >
        <FormFailure text={failureText || null} testId="reset-error" />
        {(['password', 'confirm'] as const).map((field) => (
          <div className="sign-in-field" key={field}>
            <label htmlFor={`reset-${field}`}>{labels[field]}</label>
            <div className={`sign-in-input${errors[field] ? ' sign-in-input--invalid' : ''}`}>
              <LockIcon />
              <input
                id={`reset-${field}`}
                name={field}
                type="password"
                autoComplete="new-password"
                value={values[field]}
                disabled={busy}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `reset-${field}-error` : 'reset-rules'}
                onChange={(event) => change(field, event.target.value)}
                data-testid={`reset-${field}`}
              />
            </div>
            {errors[field] ? (
              <div className="sign-in-field__error" id={`reset-${field}-error`} role="alert">
                {errors[field]}
              </div>
            ) : null}
          </div>
        ))}
        <p className="login-card__muted sign-in-rules" id="reset-rules">
          {t('resetPassword.rules')}
        </p>
        <button
          type="submit"
          className="sign-in-form__submit"
          disabled={busy}
          data-testid="reset-submit"
        >
          {busy ? <span className="sign-in-form__spinner" aria-hidden="true" /> : null}
          {t('resetPassword.submit')}
        </button>
      </form>
    </SignInCard>
  );
}
