import type { ReactNode } from 'react';

interface FilterSelectProps {
  label: string;
  /** What the empty first option reads; without it there is no empty choice. */
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  testId: string;
  children: ReactNode;
}

/** One of the list's filters as a native select: named for screen readers, greyed while empty. */
export function FilterSelect({
  label,
  placeholder,
  value,
  onChange,
  disabled,
  className,
  testId,
  children,
}: FilterSelectProps) {
  return (
    <select
      className={`select list-filters__control${value === '' ? ' select--placeholder' : ''}${className ? ` ${className}` : ''}`}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {children}
    </select>
  );
}
