import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import { initI18n } from '../../i18n/i18n';
import { AccountMenu } from './account-menu';

const user = {
  name: 'Aiman Hakim',
  email: 'aiman+test@demo.test',
  active_group: { name: 'Hakim Motors Sdn Bhd' },
} as unknown as CurrentUser;

async function renderMenu() {
  await initI18n('en');
  const onLogout = vi.fn();
  render(
    <MemoryRouter>
      <AccountMenu user={user} onLogout={onLogout} />
      <p data-testid="outside">page</p>
    </MemoryRouter>,
  );
  return { onLogout, button: screen.getByTestId('account-menu') };
}

describe('the phone’s account menu', () => {
  it('is a button named for the signed-in dealer that opens a menu with who they are', async () => {
    const { button } = await renderMenu();
    expect(button.getAttribute('aria-label')).toBe('Account: Aiman Hakim');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu').textContent).toContain('Hakim Motors Sdn Bhd');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }));
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { button } = await renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside it', async () => {
    const { button } = await renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByTestId('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('logs out from its worded item', async () => {
    const { button, onLogout } = await renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByTestId('logout'));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('leads to the account page', async () => {
    const { button } = await renderMenu();
    fireEvent.click(button);
    const item = screen.getByRole('menuitem', { name: 'Account' });
    expect(item.getAttribute('href')).toBe('/account');
  });

  it('opens the profile page’s password change in a new tab, for the signed-in address (spec §2)', async () => {
    const { button } = await renderMenu();
    fireEvent.click(button);
    const item = screen.getByRole('menuitem', { name: 'Change password' });
    expect(item.getAttribute('target')).toBe('_blank');
    const href = new URL(item.getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/profile/');
    expect(href.searchParams.get('auth_user')).toBe('aiman+test@demo.test');
    expect(href.searchParams.get('open_change_password')).toBe('true');
  });
});
