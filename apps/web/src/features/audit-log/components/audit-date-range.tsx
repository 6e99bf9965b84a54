import { MAX_DATE_RANGE_DAYS } from '@autobid/contract';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { beyondDayRange } from '../../../lib/day-range';
import { useIsWide } from '../../../lib/use-is-wide';

const DAY = 'YYYY-MM-DD';

/** The reader's days the log is read between (`YYYY-MM-DD`, either may be empty). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * Whether `day` may be picked for one end of the range while the other end is `other`: on its
 * side of it, and no more than {@link MAX_DATE_RANGE_DAYS} days in all.
 */
export function isOutsideRange(day: Dayjs, end: 'from' | 'to', other: string): boolean {
  if (!other) return false;
  const fixed = dayjs(other, DAY);
  const span = day.startOf('day').diff(fixed, 'day');
  return end === 'from'
    ? span > 0 || -span >= MAX_DATE_RANGE_DAYS
    : span < 0 || span >= MAX_DATE_RANGE_DAYS;
}

/**
 * The log's date filter. On a desk, one range picker with its two months side by side; on a phone
 * (under 768 px), where two months do not fit, a picker for each end, one above the other, each
 * opening one month.
 */
export function AuditDateRange({
  range,
  onChange,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const isWide = useIsWide();
  const format = t('format.date');
  if (isWide) {
    return (
      <DatePicker.RangePicker
        value={range.from && range.to ? [dayjs(range.from, DAY), dayjs(range.to, DAY)] : null}
        format={format}
        inputReadOnly
        disabledDate={beyondDayRange}
        data-testid="audit-range"
        onChange={(picked) => {
          const [start, end] = picked ?? [];
          onChange(
            start && end ? { from: start.format(DAY), to: end.format(DAY) } : { from: '', to: '' },
          );
        }}
      />
    );
  }
  const other = { from: 'to', to: 'from' } as const;
  const endPicker = (end: 'from' | 'to') => {
    const label = end === 'from' ? t('auditLog.dateFrom') : t('auditLog.dateTo');
    return (
      <DatePicker
        value={range[end] ? dayjs(range[end], DAY) : null}
        format={format}
        inputReadOnly
        placeholder={label}
        aria-label={label}
        placement="bottomLeft"
        disabledDate={(value) => isOutsideRange(value, end, range[other[end]])}
        onChange={(value: Dayjs | null) =>
          onChange({ ...range, [end]: value ? value.format(DAY) : '' })
        }
      />
    );
  };
  return (
    <div className="audit-log__dates" data-testid="audit-dates">
      {endPicker('from')}
      {endPicker('to')}
    </div>
  );
}
