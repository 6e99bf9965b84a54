import type { SessionDetail, SessionState } from '@autobid/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoResizeObserver } from '../../../testing/no-resize-observer';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { SessionPage } from './session-page';

const READ = /\/portal\/api\/v2\/staff\/sessions\/987$/;
let answer: () => Response;
const fetchMock = vi.fn(async (url: string) =>
  READ.test(url) ? answer() : jsonResponse(404, { message: 'none', code: 'not_found' }),
);

beforeEach(() => {
  setTestRuntimeConfig();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

function renderSession() {
  return renderWithProviders(
    <Routes location="/back-office/sessions/987">
      <Route
        path="/back-office/sessions/:sessionId"
        element={<SessionPage listPath="/back-office/sessions" />}
      />
    </Routes>,
  );
}

describe('SessionPage of a session that cannot be read', () => {
  it('says the session does not exist and leads back to the sessions, without "Try again"', async () => {
    answer = () => jsonResponse(404, { message: 'Session 987 does not exist.', code: 'not_found' });
    await renderSession();
    const missing = await screen.findByTestId('record-not-found');
    expect(missing.textContent).toContain('Sale session #987 does not exist.');
    expect(screen.getByRole('link', { name: 'Back to sale sessions' }).getAttribute('href')).toBe(
      '/back-office/sessions',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers "Try again" after a server fault, and asks again', async () => {
    answer = () => jsonResponse(503, { message: 'down', code: 'internal_error' });
    await renderSession();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => READ.test(url))).toHaveLength(2),
    );
    expect(screen.queryByTestId('record-not-found')).toBeNull();
  });
});

const detail = (state: SessionState): SessionDetail => ({
  id: 987,
  market: 'MY',
  currency: 'MYR',
  name: 'Klang Valley trade sale',
  type: 'open',
  status: state === 'cancelled' ? 'cancelled' : 'planned',
  state,
  starts_at: '2030-01-01T02:00:00.000Z',
  first_close_at: '2030-01-01T03:00:00.000Z',
  stagger_seconds: 60,
  lot_count: 1,
  last_close_at: '2030-01-01T03:00:00.000Z',
  created_at: '2029-12-20T02:00:00.000Z',
  updated_at: '2029-12-20T02:00:00.000Z',
  lots: [
    {
      auction_id: 95,
      position: 1,
      listing_id: 11,
      status: state === 'cancelled' ? 'cancelled' : 'ended',
      car: {
        year: 2019,
        make: 'Toyota',
        model: 'Vios',
        variant: '1.5 G',
        registration_number: 'WXY 1234',
        mileage_km: 68_000,
      },
      seller_group: { id: 4, name: 'Klang Motors' },
      location: 'Shah Alam',
      start_price: 40_000,
      reserve_price: 50_000,
      time_start: '2030-01-01T02:00:00.000Z',
      time_end: '2030-01-01T03:00:00.000Z',
    },
  ],
});

describe('SessionPage of a session that is over', () => {
  it.each([
    ['finished', 'Finished', 'This session is over: all its lots have closed.'],
    ['cancelled', 'Cancelled', 'This session is cancelled.'],
  ] as const)('%s: shows its state and offers no change', async (state, tag, says) => {
    answer = () => jsonResponse(200, { data: detail(state) });
    await renderSession();
    expect((await screen.findByTestId('session-state')).textContent).toBe(tag);
    expect(screen.getByTestId('session-page').textContent).toContain(says);
    expect(screen.getByTestId('session-page').textContent).not.toContain(
      'This session has started',
    );
    for (const action of ['session-add-cars', 'session-edit', 'session-cancel', 'lot-remove'])
      expect(screen.queryByTestId(action)).toBeNull();
  });

  it('shows how each lot ended beside its car', async () => {
    answer = () => jsonResponse(200, { data: detail('finished') });
    await renderSession();
    expect((await screen.findByTestId('lot-status')).textContent).toBe('Ended');
  });
});
