import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoResizeObserver } from '../../../testing/no-resize-observer';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { AuditLogPage } from '../pages/audit-log-page';
import { AuditDateRange, isOutsideRange } from './audit-date-range';

const jsdomMatchMedia = window.matchMedia.bind(window);
/** A window `width` px wide, as antd and `useIsWide` ask it. */
function windowOf(width: number) {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...jsdomMatchMedia(query), matches };
  };
}
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
  vi.unstubAllGlobals();
});

describe('AuditDateRange', () => {
  it('on a 390 px phone, offers a picker per end, stacked, each opening one month', async () => {
    windowOf(390);
    await renderWithProviders(
      <AuditDateRange range={{ from: '', to: '' }} onChange={() => undefined} />,
    );
    expect(screen.getByTestId('audit-dates')).toBeTruthy();
    expect(screen.queryByTestId('audit-range')).toBeNull();
    expect(screen.getByLabelText('From')).toBeTruthy();
    expect(screen.getByLabelText('To')).toBeTruthy();
    expect(document.querySelector('.ant-picker-range')).toBeNull();
  });

  it('on a desk, offers the one range picker with its months side by side', async () => {
    windowOf(1280);
    await renderWithProviders(
      <AuditDateRange
        range={{ from: '2030-01-05', to: '2030-01-31' }}
        onChange={() => undefined}
      />,
    );
    expect(document.querySelector('.ant-picker-range')).not.toBeNull();
    expect(screen.queryByTestId('audit-dates')).toBeNull();
  });

  it('on a phone, a day picked for one end keeps the other, and no day before the start can end it', async () => {
    windowOf(390);
    const onChange = vi.fn();
    await renderWithProviders(
      <AuditDateRange range={{ from: '2030-01-05', to: '2030-01-31' }} onChange={onChange} />,
    );
    fireEvent.mouseDown(screen.getByLabelText('To'));
    fireEvent.click(screen.getByLabelText('To'));
    expect((await screen.findByTitle('2030-01-04')).className).toContain('disabled');
    fireEvent.click(screen.getByTitle('2030-01-20'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2030-01-05', to: '2030-01-20' });
  });
});

describe('the audit log page on a 390 × 844 phone', () => {
  it('filters by date with a picker per end, not the two-month range picker', async () => {
    windowOf(390);
    setTestRuntimeConfig();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          data: [],
          meta: { pagination: { total: 0, per_page: 50, current_page: 1, last_page: 1 } },
        }),
      ),
    );
    await renderWithProviders(<AuditLogPage />);
    await screen.findByTestId('audit-empty');
    expect(screen.getByLabelText('From')).toBeTruthy();
    expect(screen.getByLabelText('To')).toBeTruthy();
    expect(document.querySelector('.ant-picker-range')).toBeNull();
  });
});

describe('isOutsideRange', () => {
  const day = (value: string) => dayjs(value);
  it('keeps each end on its side of the other', () => {
    expect(isOutsideRange(day('2030-01-06'), 'from', '2030-01-05')).toBe(true);
    expect(isOutsideRange(day('2030-01-05'), 'from', '2030-01-05')).toBe(false);
    expect(isOutsideRange(day('2030-01-04'), 'to', '2030-01-05')).toBe(true);
    expect(isOutsideRange(day('2030-01-05'), 'to', '2030-01-05')).toBe(false);
  });

  it('allows at most 366 days in all, and anything while the other end is open', () => {
    expect(isOutsideRange(day('2031-01-05'), 'to', '2030-01-05')).toBe(false);
    expect(isOutsideRange(day('2031-01-06'), 'to', '2030-01-05')).toBe(true);
    expect(isOutsideRange(day('2029-01-04'), 'from', '2030-01-05')).toBe(true);
    expect(isOutsideRange(day('1999-01-01'), 'from', '')).toBe(false);
  });
});
