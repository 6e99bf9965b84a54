import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { DeskNav, PhoneNav } from './app-nav';

async function renderAt(path: string, nav: React.ReactElement) {
  await initI18n('en');
  render(<MemoryRouter initialEntries={[path]}>{nav}</MemoryRouter>);
}

describe('the desk’s navigation', () => {
  it('marks the current list for screen readers and shows the overdue count under purchases', async () => {
    await renderAt('/auctions/preview', <DeskNav overdueCount={2} />);
    expect(screen.getByTestId('nav-preview').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('nav-live').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('nav-overdue-count').textContent).toBe('2');
  });

  it('opens purchases from the keyboard on its first list, moves with the arrows, and Escape closes it', async () => {
    await renderAt('/auctions/live', <DeskNav overdueCount={0} />);
    const purchases = screen.getByTestId('nav-purchases');
    expect(purchases.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(purchases, { key: 'ArrowDown' });
    expect(purchases.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('nav-success'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('nav-overdue'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByTestId('nav-online-payments'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(purchases.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(purchases);
  });

  it('shows purchases as the current entry on one of its lists', async () => {
    await renderAt('/purchases/history', <DeskNav overdueCount={0} />);
    expect(screen.getByTestId('nav-purchases').className).toContain('desk-nav__item--selected');
    expect(screen.getByTestId('nav-history').getAttribute('aria-current')).toBe('page');
  });
});

describe('the phone’s navigation', () => {
  it('opens the other lists in a sheet from "More", which closes again', async () => {
    await renderAt('/auctions/live', <PhoneNav overdueCount={1} />);
    expect(screen.getByTestId('phone-nav-live').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTestId('phone-nav-more'));
    expect(screen.getByRole('dialog', { name: 'More lists' })).toBeTruthy();
    expect(screen.getByTestId('nav-overdue-count').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
