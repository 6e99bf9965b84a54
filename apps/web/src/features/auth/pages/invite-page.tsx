import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ApiFailure } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/error-text';
import { useAppDispatch } from '../../../lib/state/hooks';
import { failureOfError, useApiCall } from '../../../lib/use-api-call';
import { acceptInvite, lookupInvite } from '../api/invite';
import { LockIcon } from '../components/sign-in-icons';
import { SignInLanguage } from '../components/sign-in-language';
import { loginByEmail } from '../current-user-thunks';
import '../login.css';

const MIN_LENGTH = 10;

/** Why a link cannot be used, in the person's words. */
function useLinkProblem(): (failure: ApiFailure) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (failure) => {
    switch (failure.code) {
      case 'not_found':
        return t('invite.unknown');
      case 'invite_expired':
        return t('invite.expired');
      case 'invite_used':
        return t('invite.used');
      case 'account_disabled':
        return t('invite.disabled');
      default:
        return errorText(failure);
    }
  };
}

/** The page of an invite link: set a password, then be signed in and sent to one's own side. */
export function InvitePage({ homePath, loginPath }: { homePath: string; loginPath: string }) {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const linkProblem = useLinkProblem();
  const load = useCallback(() => lookupInvite(token), [token]);
  const { state } = useApiCall(load);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.password.trim().length < MIN_LENGTH) return setFieldError(t('invite.tooShort'));
    if (values.password !== values.confirm) return setFieldError(t('invite.mismatch'));
    setFieldError(null);
    setBusy(true);
    try {
      const email = await acceptInvite(token, values.password);
      const result = await dispatch(loginByEmail({ email, password: values.password }));
      await navigate(loginByEmail.fulfilled.match(result) ? homePath : loginPath, {
        replace: true,
      });
    } catch (error) {
      setFailure(failureOfError(error));
      setBusy(false);
    }
  };

  const problem = state.status === 'failed' ? state.failure : failure;
  return (
    <main className="login-page">
      <div className="login-page__language">
        <SignInLanguage />
      </div>
      <section className="login-card" aria-labelledby="invite-title" data-testid="invite-page">
        <h1 className="login-card__title" id="invite-title">
          {t('invite.title')}
        </h1>
        {state.status === 'loading' ? (
          <p className="login-card__muted">{t('invite.loading')}</p>
        ) : null}
        {problem ? (
          <div className="sign-in-form__failure" role="alert" data-testid="invite-problem">
            {linkProblem(problem)}
          </div>
        ) : null}
        {state.status === 'done' && !(failure && failure.code !== 'validation_failed') ? (
          <form
            className="sign-in-form"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-busy={busy}
          >
            <p className="login-card__muted login-card__subtitle">
              {t('invite.intro', { name: state.data.name, email: state.data.email })}
            </p>
            {(['password', 'confirm'] as const).map((name) => (
              <div className="sign-in-field" key={name}>
                <label htmlFor={`invite-${name}`}>{t(`invite.${name}`)}</label>
                <div className={`sign-in-input${fieldError ? ' sign-in-input--invalid' : ''}`}>
                  <LockIcon />
                  <input
                    id={`invite-${name}`}
                    type="password"
                    autoComplete="new-password"
                    value={values[name]}
                    disabled={busy}
                    onChange={(event) =>
                      setValues((current) => ({ ...current, [name]: event.target.value }))
                    }
                    data-testid={`invite-${name}`}
                  />
                </div>
              </div>
            ))}
            <p
              className={fieldError ? 'sign-in-field__error' : 'login-card__muted'}
              role={fieldError ? 'alert' : undefined}
            >
              {fieldError ?? t('invite.rule')}
            </p>
            <button
              type="submit"
              className="sign-in-form__submit"
              disabled={busy}
              data-testid="invite-submit"
            >
              {busy ? <span className="sign-in-form__spinner" aria-hidden="true" /> : null}
              {t('invite.submit')}
            </button>
          </form>
        ) : null}
        {problem && problem.code !== 'validation_failed' ? (
          <p>
            <Link to={loginPath}>{t('invite.toSignIn')}</Link>
          </p>
        ) : null}
      </section>
    </main>
  );
}
