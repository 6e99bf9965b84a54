import type { SaleSession, SessionState } from '@autobid/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoResizeObserver } from '../../../testing/no-resize-observer';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { SessionsPage } from './sessions-page';

const session = (id: number, state: SessionState): SaleSession => ({
  id,
  market: 'MY',
  currency: 'MYR',
  name: `Session ${id}`,
  type: 'open',
  status: state === 'cancelled' ? 'cancelled' : 'planned',
  state,
  starts_at: '2030-01-01T02:00:00.000Z',
  first_close_at: '2030-01-01T03:00:00.000Z',
  stagger_seconds: 60,
  lot_count: 2,
  last_close_at: '2030-01-01T03:01:00.000Z',
  created_at: '2029-12-20T02:00:00.000Z',
  updated_at: '2029-12-20T02:00:00.000Z',
});

const SESSIONS = [
  session(1, 'upcoming'),
  session(2, 'running'),
  session(3, 'finished'),
  session(4, 'cancelled'),
];

beforeEach(() => {
  setTestRuntimeConfig();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse(200, {
        data: SESSIONS,
        meta: { pagination: { total: 4, per_page: 20, current_page: 1, last_page: 1 } },
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('SessionsPage cards', () => {
  it('show each session’s real state, and offer changes only before it starts', async () => {
    await renderWithProviders(<SessionsPage sessionPath={(id) => `/back-office/sessions/${id}`} />);
    const card = async (id: number) => within(await screen.findByTestId(`session-${id}`));
    const states = await Promise.all(
      [1, 2, 3, 4].map(async (id) => (await card(id)).getByTestId('session-state').textContent),
    );
    expect(states).toEqual(['Upcoming', 'Running', 'Finished', 'Cancelled']);
    expect((await card(1)).getByRole('button', { name: 'Open' })).toBeTruthy();
    expect((await card(1)).getByRole('button', { name: 'Edit' })).toBeTruthy();
    for (const id of [2, 3, 4]) {
      const closed = await card(id);
      expect(closed.queryByRole('button', { name: 'Open' })).toBeNull();
      expect(closed.queryByRole('button', { name: 'Edit' })).toBeNull();
      expect(closed.getByRole('button', { name: 'View lots' })).toBeTruthy();
    }
  });
});
