import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formText } from '../form-text';
import { toE164 } from '../phone-number';
import { SUPPORT_PHONES } from '../support-contacts';
import { CodeField } from './code-field';
import { PhoneFields, usePhoneCheck, type PhoneValue } from './phone-form';
import { VERIFICATION_CODE_LENGTH } from '@autobid/contract';

interface HelpStepProps {
  /** The number a code went to in step 1; without one, the number is asked for here. */
  verifiedPhone: string | null;
  phone: PhoneValue;
  onPhoneChange: (value: PhoneValue) => void;
  busy: boolean;
  failure: ReactNode;
  onSubmit: (helpCode: string, phone: string | null) => void;
  onBack: () => void;
}

/**
 * Step 3: when the SMS does not come, support staff issue a help code from the back office and
 * read it out on the phone; it signs the dealer in for that number.
 */
export function HelpStep({
  verifiedPhone,
  phone,
  onPhoneChange,
  busy,
  failure,
  onSubmit,
  onBack,
}: HelpStepProps) {
  const { t } = useTranslation();
  const checkPhone = usePhoneCheck();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const label = t('login.helpCode');

  const checkCode = (value: string) => {
    if (value === '') return formText(t('form.required'), { label });
    if (value.length !== VERIFICATION_CODE_LENGTH)
      return formText(t('form.stringLen'), { label, len: VERIFICATION_CODE_LENGTH });
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      phone: verifiedPhone ? undefined : checkPhone(phone),
      code: checkCode(code),
    };
    setErrors(next);
    if (next.phone || next.code) return;
    onSubmit(code, verifiedPhone ? null : toE164(phone.dial, phone.number));
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={submit} aria-busy={busy}>
      {failure}
      <p className="login-card__muted login-card__subtitle">
        {verifiedPhone
          ? t('login.helpIntro', { phone: verifiedPhone })
          : t('login.helpIntroNoPhone')}
      </p>
      <section className="sign-in-support" aria-labelledby="login-support-title">
        <h2 id="login-support-title" className="sign-in-support__title">
          {t('login.supportTitle')}
        </h2>
        <ul>
          {SUPPORT_PHONES.map((line) => (
            <li key={line.country}>
              <span>{t(`country.${line.country}`)}</span>{' '}
              <a href={`tel:${line.tel}`}>{line.display}</a>
            </li>
          ))}
        </ul>
      </section>
      {verifiedPhone ? null : (
        <PhoneFields
          value={phone}
          onChange={(value) => {
            onPhoneChange(value);
            if (errors.phone && !checkPhone(value)) setErrors((e) => ({ ...e, phone: undefined }));
          }}
          error={errors.phone}
          disabled={busy}
        />
      )}
      <CodeField
        id="login-help-code"
        label={label}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (errors.code && !checkCode(value)) setErrors((e) => ({ ...e, code: undefined }));
        }}
        error={errors.code}
        disabled={busy}
        testId="login-help-code"
        autoComplete="off"
      />
      <button
        type="submit"
        className="sign-in-form__submit"
        disabled={busy}
        data-testid="login-help-submit"
      >
        {busy ? <span className="sign-in-form__spinner" aria-hidden="true" /> : null}
        {t('login.helpSubmit')}
      </button>
      <p className="sign-in-form__links">
        <button type="button" className="sign-in-link" disabled={busy} onClick={onBack}>
          {t('login.back')}
        </button>
      </p>
    </form>
  );
}
