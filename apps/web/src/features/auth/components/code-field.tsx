import { VERIFICATION_CODE_LENGTH } from '@autobid/contract';
import { KeyIcon } from './sign-in-icons';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  testId: string;
  /** `one-time-code` lets the phone offer the code from the SMS; a help code is read out instead. */
  autoComplete: 'one-time-code' | 'off';
}

/** Keeps only digits, so a pasted "123 456" or "Code: 123-456" becomes "123456". */
export function codeDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

/**
 * A six-digit code in one field (spec §9): one field rather than six boxes, so pasting, the
 * phone's SMS suggestion and screen readers all work as with any input.
 */
export function CodeField({
  id,
  label,
  value,
  onChange,
  error,
  disabled = false,
  testId,
  autoComplete,
}: CodeFieldProps) {
  return (
    <div className="sign-in-field">
      <label htmlFor={id}>{label}</label>
      <div className={`sign-in-input${error ? ' sign-in-input--invalid' : ''}`}>
        <KeyIcon />
        <input
          id={id}
          name={id}
          className="sign-in-code"
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          pattern="[0-9]*"
          maxLength={VERIFICATION_CODE_LENGTH + 8}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(codeDigits(event.target.value))}
          data-testid={testId}
        />
      </div>
      {error ? (
        <div className="sign-in-field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
