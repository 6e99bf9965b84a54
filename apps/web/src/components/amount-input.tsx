import { InputNumber } from 'antd';
import { useFormatters } from '../lib/format';

interface AmountInputProps {
  value: number | null;
  onChange: (value: number | null) => void;
  onPressEnter?: () => void;
  /** Shown greyed while nothing is typed: the amount a press of the button would send. */
  placeholder: number;
  currency: string;
  step: number;
  label: string;
  testId: string;
  isInvalid?: boolean;
  disabled?: boolean;
  /** The phone layout: no currency prefix and no spinner buttons, so the digits get the room. */
  compact?: boolean;
  className?: string;
  /** Told as the dealer types whether the text is no amount (the field's value is then null). */
  onTextProblem?: (problem: AmountTextProblem | null) => void;
}

/** Why a typed amount is no amount: a letter or sign in it, or cents after a decimal point. */
export type AmountTextProblem = 'not_digits' | 'not_whole';

/**
 * What is wrong with a typed amount, or null when it is digits in any grouping (`45,000`,
 * `45.000`, `45 000`) or empty. A point or comma followed by one or two final digits (`46100.50`,
 * `46.100,5`) is cents: amounts are whole units (spec §5), so it is refused rather than read as
 * 4,610,050.
 */
export function amountTextProblem(text: string): AmountTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/[^\d.,\s\u00a0\u202f]/.test(trimmed)) return 'not_digits';
  if (/[.,]\d{1,2}$/.test(trimmed)) return 'not_whole';
  return /\d/.test(trimmed) ? null : 'not_digits';
}

/**
 * The digits of what the dealer typed, whatever the grouping. Nothing, or text that is no amount,
 * parses as the empty string, which the field reports as null: a cleared field is empty, not 0.
 */
function parseDigits(text: string | undefined): number {
  const raw = text ?? '';
  const digits = amountTextProblem(raw) ? '' : raw.replace(/\D/g, '');
  // The field's own contract: an empty parse means "no value" (it then calls onChange(null)).
  return (digits === '' ? '' : Number(digits)) as number;
}

/** A whole-unit money field: digits grouped as the language does, never decimals (spec §5). */
export function AmountInput({
  value,
  onChange,
  onPressEnter,
  placeholder,
  currency,
  step,
  label,
  testId,
  isInvalid = false,
  disabled = false,
  compact = false,
  className,
  onTextProblem,
}: AmountInputProps) {
  const { integer } = useFormatters();
  return (
    <InputNumber<number>
      className={`amount-input num${className ? ` ${className}` : ''}`}
      aria-label={label}
      data-testid={testId}
      size="large"
      value={value}
      placeholder={integer(placeholder)}
      prefix={compact ? undefined : currency}
      min={0}
      step={step}
      precision={0}
      inputMode="numeric"
      controls={!compact}
      formatter={(raw) =>
        raw === undefined || raw === null || `${raw}` === '' ? '' : integer(Number(raw))
      }
      parser={parseDigits}
      onChange={(next) => onChange(next === null ? null : Math.trunc(next))}
      onInput={(text) => onTextProblem?.(amountTextProblem(text))}
      // Leaving the field puts back the last amount it read: the text that was none is gone.
      onBlur={() => onTextProblem?.(null)}
      {...(onPressEnter ? { onPressEnter } : {})}
      status={isInvalid ? 'error' : undefined}
      disabled={disabled}
    />
  );
}
