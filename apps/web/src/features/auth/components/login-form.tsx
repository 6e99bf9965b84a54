import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiFailure } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/error-text';
import { formText, isEmail } from '../form-text';
import { EyeIcon, LockIcon, MailIcon } from './sign-in-icons';

export interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  loading: boolean;
  failure: ApiFailure | null;
  onSubmit: (values: LoginValues) => void;
  /** The page that sends a password-reset link; the e-mail typed so far goes along. */
  forgotPasswordPath: string;
  /** An e-mail to start with, e.g. after a password reset. */
  initialEmail?: string;
}

type Field = keyof LoginValues;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The sign-in form in plain markup: it is the first page a phone loads, so it carries no Ant
 * Design code. It checks what the server would refuse anyway (an empty field, an e-mail that is
 * not one) and shows the server's answer above the fields.
 */
export function LoginForm({
  loading,
  failure,
  onSubmit,
  forgotPasswordPath,
  initialEmail = '',
}: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<LoginValues>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [passwordShown, setPasswordShown] = useState(false);

  const labels: Record<Field, string> = { email: t('login.email'), password: t('login.password') };
  const check = (field: Field, value: string): string | undefined => {
    if (value.trim() === '') return formText(t('form.required'), { label: labels[field] });
    if (field === 'email' && !isEmail(value))
      return formText(t('form.invalidEmail'), { label: labels[field] });
    return undefined;
  };
  const validate = (field: Field) =>
    setErrors((current) => ({ ...current, [field]: check(field, values[field]) }));
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A message goes as soon as what it asked for is there; a new one waits for the field to be left.
    if (errors[field] && !check(field, value))
      setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      email: check('email', values.email),
      password: check('password', values.password),
    };
    setErrors(next);
    if (!next.email && !next.password) onSubmit(values);
  };

  const field = (name: Field) => ({
    id: `login-${name}`,
    name,
    value: values[name],
    disabled: loading,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `login-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });
  const message = (name: Field) =>
    errors[name] ? (
      <div className="sign-in-field__error" id={`login-${name}-error`} role="alert">
        {errors[name]}
      </div>
    ) : null;

  return (
    <form className="sign-in-form" noValidate onSubmit={submit} aria-busy={loading}>
      {failure ? (
        <div className="sign-in-form__failure" role="alert" data-testid="login-error">
          {errorText(failure)}
        </div>
      ) : null}
      <div className="sign-in-field">
        <label htmlFor="login-email">{labels.email}</label>
        <div className={`sign-in-input${errors.email ? ' sign-in-input--invalid' : ''}`}>
          <MailIcon />
          <input
            {...field('email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder={t('login.emailPlaceholder')}
            data-testid="login-email"
            onBlur={() => validate('email')}
          />
        </div>
        {message('email')}
      </div>
      <div className="sign-in-field">
        <label htmlFor="login-password">{labels.password}</label>
        <div className={`sign-in-input${errors.password ? ' sign-in-input--invalid' : ''}`}>
          <LockIcon />
          <input
            {...field('password')}
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            data-testid="login-password"
          />
          <button
            type="button"
            className="sign-in-input__toggle"
            aria-label={passwordShown ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            <EyeIcon crossed={passwordShown} />
          </button>
        </div>
        {message('password')}
        <p className="sign-in-field__after">
          <Link
            to={forgotPasswordPath}
            state={{ email: values.email.trim() }}
            className="sign-in-link"
            data-testid="login-forgot"
          >
            {t('login.forgot')}
          </Link>
        </p>
      </div>
      <button
        type="submit"
        className="sign-in-form__submit"
        disabled={loading}
        data-testid="login-submit"
      >
        {loading ? <span className="sign-in-form__spinner" aria-hidden="true" /> : null}
        {t('login.submit')}
      </button>
    </form>
  );
}
