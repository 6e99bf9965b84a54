import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { READ_OVERDUE_NOTICE_KEY } from '../overdue-notice-storage';
import { OverdueNotice } from './overdue-notice';

afterEach(() => window.localStorage.clear());

const OVERDUE = '/purchases/overdue';
const notice = (pathname: string, count: number, isListPage = true) => (
  <OverdueNotice count={count} overduePath={OVERDUE} pathname={pathname} isListPage={isListPage} />
);

/** Renders inside a router; `rerender` keeps it, as the app layout keeps the notice mounted. */
async function renderWithProviders(ui: ReactElement) {
  await initI18n('en');
  const view = render(<MemoryRouter>{ui}</MemoryRouter>);
  return {
    rerender: (next: ReactElement) => view.rerender(<MemoryRouter>{next}</MemoryRouter>),
    unmount: view.unmount,
  };
}

describe('the overdue notice across the lists of a session', () => {
  it('shows on the first list and not again on the next list the dealer opens', async () => {
    const { rerender } = await renderWithProviders(notice('/auctions/live', 1));
    expect(screen.getByTestId('overdue-notice').textContent).toMatch(/1 overdue/);
    rerender(notice('/auctions/preview', 1));
    expect(screen.queryByTestId('overdue-notice')).toBeNull();
    rerender(notice('/auctions/12', 1, false));
    rerender(notice('/auctions/live', 1));
    expect(screen.queryByTestId('overdue-notice')).toBeNull();
  });

  it('waits for a list when the session starts on an auction page', async () => {
    const { rerender } = await renderWithProviders(notice('/auctions/12', 1, false));
    expect(screen.queryByTestId('overdue-notice')).toBeNull();
    rerender(notice('/auctions/pinned', 1));
    expect(screen.getByTestId('overdue-notice')).toBeTruthy();
  });

  it('once dismissed, keeps today’s count and stays away until the count grows', async () => {
    const { rerender, unmount } = await renderWithProviders(notice('/auctions/live', 2));
    fireEvent.click(screen.getByTestId('overdue-notice-read'));
    expect(screen.queryByTestId('overdue-notice')).toBeNull();
    const stored = JSON.parse(window.localStorage.getItem(READ_OVERDUE_NOTICE_KEY) ?? '{}') as {
      count: number;
    };
    expect(stored.count).toBe(2);
    rerender(notice('/auctions/live', 3));
    expect(screen.getByTestId('overdue-notice').textContent).toMatch(/3 overdue/);
    unmount();

    // A reload at the dismissed count keeps it away.
    await renderWithProviders(notice('/auctions/live', 2));
    expect(screen.queryByTestId('overdue-notice')).toBeNull();
  });

  it('offers no link to the overdue list while the dealer is on it', async () => {
    await renderWithProviders(notice(OVERDUE, 1));
    expect(screen.getByTestId('overdue-notice')).toBeTruthy();
    expect(screen.queryByTestId('overdue-notice-view')).toBeNull();
  });
});
