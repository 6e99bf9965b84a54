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
}

/**
 * The digits of what the dealer typed, whatever the grouping (`45,000`, `45.000`). No digits at
 * all parse as the empty string, which the field reports as null: a cleared field is empty, not 0.
 */
function parseDigits(text: string | undefined): number {
  const digits = (text ?? '').replace(/\D/g, '');
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
      {...(onPressEnter ? { onPressEnter } : {})}
      status={isInvalid ? 'error' : undefined}
      disabled={disabled}
    />
  );
}
