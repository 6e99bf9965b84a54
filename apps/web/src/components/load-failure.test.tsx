import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../lib/api-error';
import { renderWithProviders } from '../testing/render-with-providers';
import { isRetryable, LoadFailure, type MissingRecord } from './load-failure';

const failure = (status: number, code: ApiFailure['code']): ApiFailure => ({
  status,
  code,
  message: '',
});
const session: MissingRecord = {
  kind: 'session',
  id: 404,
  back: { path: '/back-office/sessions', label: 'Back to sale sessions' },
};

describe('LoadFailure', () => {
  it('says a record the server does not know does not exist, by kind and id, with the way back and no retry', async () => {
    const onRetry = vi.fn();
    await renderWithProviders(
      <LoadFailure failure={failure(404, 'not_found')} onRetry={onRetry} record={session} />,
    );
    const missing = screen.getByTestId('record-not-found');
    expect(missing.textContent).toContain('Sale session not found');
    expect(missing.textContent).toContain('Sale session #404 does not exist.');
    const back = screen.getByRole('link', { name: 'Back to sale sessions' });
    expect(back.getAttribute('href')).toBe('/back-office/sessions');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each([
    ['transaction', 'Transaction not found', 'Transaction #7 does not exist.'],
    ['listing', 'Listing not found', 'Listing #7 does not exist.'],
  ] as const)('names a missing %s', async (kind, title, body) => {
    await renderWithProviders(
      <LoadFailure
        failure={failure(404, 'not_found')}
        onRetry={() => undefined}
        record={{ kind, id: 7, back: { path: '/back', label: 'Back' } }}
      />,
    );
    expect(screen.getByTestId('record-not-found').textContent).toContain(title);
    expect(screen.getByTestId('record-not-found').textContent).toContain(body);
  });

  it.each([
    [0, 'network_error'],
    [503, 'internal_error'],
  ] as const)('offers "Try again" after a failure a retry can fix (%i)', async (status, code) => {
    const onRetry = vi.fn();
    await renderWithProviders(
      <LoadFailure failure={failure(status, code)} onRetry={onRetry} record={session} />,
    );
    expect(screen.queryByTestId('record-not-found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([
    [403, 'forbidden'],
    [404, 'not_found'],
  ] as const)(
    'shows the error without "Try again" where asking again gives the same answer (%i)',
    async (status, code) => {
      await renderWithProviders(
        <LoadFailure failure={failure(status, code)} onRetry={() => undefined} />,
      );
      expect(screen.getByTestId('load-failure')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );
});

describe('isRetryable', () => {
  it('holds for no answer, a timeout, a rate limit and server faults, not for refusals', () => {
    expect([0, 408, 429, 500, 502, 503].map((s) => isRetryable(failure(s, 'unexpected')))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 403, 404, 409, 422].some((s) => isRetryable(failure(s, 'unexpected')))).toBe(
      false,
    );
  });
});
