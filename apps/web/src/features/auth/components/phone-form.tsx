import { DIAL_CODES } from '@autobid/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formText } from '../form-text';
import { toE164 } from '../phone-number';
import { PhoneIcon } from './sign-in-icons';

export interface PhoneValue {
  dial: string;
  number: string;
}

interface PhoneFieldsProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error: string | undefined;
  disabled: boolean;
  onBlur?: () => void;
}

/** What is wrong with the number as typed, in the spec's generic words (§5), or undefined. */
export function usePhoneCheck(): (value: PhoneValue) => string | undefined {
  const { t } = useTranslation();
  return (value) => {
    const label = t('login.phone');
    if (value.number.trim() === '') return formText(t('form.required'), { label });
    if (!toE164(value.dial, value.number))
      return formText(t('form.invalidType'), { label, type: t('login.phoneType') });
    return undefined;
  };
}

/** The dial code (spec §9) and the number, side by side as one field. */
export function PhoneFields({ value, onChange, error, disabled, onBlur }: PhoneFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="sign-in-field">
      <label htmlFor="login-phone">{t('login.phone')}</label>
      <div className="sign-in-phone">
        <div className="sign-in-input sign-in-input--select sign-in-phone__dial">
          <select
            id="login-dial"
            aria-label={t('login.dialCode')}
            value={value.dial}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, dial: event.target.value })}
            data-testid="login-dial"
          >
            {DIAL_CODES.map(({ dial, country }) => (
              <option key={dial} value={dial}>
                {`${dial} ${country}`}
              </option>
            ))}
          </select>
        </div>
        <div className={`sign-in-input${error ? ' sign-in-input--invalid' : ''}`}>
          <PhoneIcon />
          <input
            id="login-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('login.phonePlaceholder')}
            value={value.number}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'login-phone-error' : undefined}
            onChange={(event) => onChange({ ...value, number: event.target.value })}
            onBlur={onBlur}
            data-testid="login-phone"
          />
        </div>
      </div>
      {error ? (
        <div className="sign-in-field__error" id="login-phone-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface PhoneFormProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  busy: boolean;
  /** The number in E.164, once it looks like one. */
  onSubmit: (phone: string) => void;
  onHelp: () => void;
}

/** Step 1 by phone: the number a one-time code is sent to. */
export function PhoneForm({ value, onChange, busy, onSubmit, onHelp }: PhoneFormProps) {
  const { t } = useTranslation();
  const check = usePhoneCheck();
  const [error, setError] = useState<string | undefined>();

  const change = (next: PhoneValue) => {
    onChange(next);
    // A message goes as soon as what it asked for is there; a new one waits for the field to be left.
    if (error && !check(next)) setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(value);
    setError(problem);
    const phone = toE164(value.dial, value.number);
    if (!problem && phone) onSubmit(phone);
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={submit} aria-busy={busy}>
      <PhoneFields
        value={value}
        onChange={change}
        error={error}
        disabled={busy}
        onBlur={() => {
          if (value.number.trim() !== '') setError(check(value));
        }}
      />
      <button
        type="submit"
        className="sign-in-form__submit"
        disabled={busy}
        data-testid="login-send-code"
      >
        {busy ? <span className="sign-in-form__spinner" aria-hidden="true" /> : null}
        {t('login.sendCode')}
      </button>
      <p className="sign-in-form__links">
        <button type="button" className="sign-in-link" onClick={onHelp}>
          {t('login.helpStart')}
        </button>
      </p>
    </form>
  );
}
