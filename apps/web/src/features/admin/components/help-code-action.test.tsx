import type { AdminUser, User } from '@autobid/contract';
import { configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../../lib/state/root-state';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupStore } from '../../../testing/test-store';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { canIssueHelpCode } from './help-code-action';
import { UserActions } from './user-actions';

configure({ asyncUtilTimeout: 5000 });

const dealer: AdminUser = {
  id: 41,
  email: 'dealer.b@demo.test',
  name: 'Budi Santoso',
  kind: 'dealer',
  status: 'active',
  market: 'ID',
  language: 'id',
  group: { id: 9, name: 'Santoso Mobil' },
  staff_roles: [],
  phone: '+6281234567890',
  invite_expires_at: null,
  disabled_at: null,
  created_at: '2030-01-01T00:00:00.000Z',
};
const fetchMock = vi.fn<typeof fetch>();

function signedInStaff(roles: User['staff_roles']): Partial<RootState> {
  const state = setupStore().getState();
  return {
    currentUser: {
      ...state.currentUser,
      user: {
        id: 1,
        email: 'support@demo.test',
        name: 'Support',
        role: 'staff',
        staff_roles: roles,
        country: 'MY',
        locale: { language: 'en' },
        followed_auctions_ids: [],
        pined_auctions_ids: [],
        loadingFollowedAuctionIds: {},
        overduePaymentCount: 0,
      },
    },
  };
}

const renderActions = (roles: User['staff_roles'], user: AdminUser = dealer) =>
  renderWithProviders(
    <UserActions user={user} isSelf={false} onRoles={() => {}} onChanged={() => {}} />,
    signedInStaff(roles),
  );

beforeEach(() => {
  setTestRuntimeConfig();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('issuing a help code from the back office', () => {
  it('is offered to admins and operations for active dealers and sellers only', () => {
    expect(canIssueHelpCode(['admin'], dealer)).toBe(true);
    expect(canIssueHelpCode(['operations'], { ...dealer, kind: 'seller' })).toBe(true);
    expect(canIssueHelpCode(['finance', 'inspector'], dealer)).toBe(false);
    expect(canIssueHelpCode(['admin'], { ...dealer, kind: 'staff' })).toBe(false);
    expect(canIssueHelpCode(['admin'], { ...dealer, status: 'disabled' })).toBe(false);
    expect(canIssueHelpCode(['admin'], { ...dealer, phone: null })).toBe(false);
  });

  it('shows the code, the phone and until when, once, in a modal', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        data: { code: '482913', phone: '+6281234567890', expires_at: '2030-01-01T10:15:00.000Z' },
      }),
    );
    await renderActions(['admin']);
    fireEvent.click(screen.getByTestId('help-code-41'));
    expect((await screen.findByTestId('help-code')).textContent).toBe('482913');
    expect(screen.getByTestId('help-code-phone').textContent).toBe('+6281234567890');
    expect(screen.getByTestId('help-code-expires').textContent).not.toBe('');
    expect(screen.getByText('Help code for Budi Santoso')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url as string).toMatch(/\/portal\/api\/v2\/staff\/users\/41\/help-code$/);
    expect(init?.method).toBe('POST');
  });

  it('says so when the account has no phone to send it with', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        code: 'validation_failed',
        message: 'This account has no phone number',
        errors: { phone: ['This account has no phone number'] },
      }),
    );
    await renderActions(['operations']);
    fireEvent.click(screen.getByTestId('help-code-41'));
    expect(
      await screen.findByText('This account has no phone number, so no help code can be issued.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('help-code')).toBeNull();
  });

  it('is not on the row for a staff member without those roles', async () => {
    await renderActions(['finance']);
    expect(screen.queryByTestId('help-code-41')).toBeNull();
  });

  it('gives operations only the help code on a row: disabling, invites and roles stay the admin’s', async () => {
    await renderActions(['operations']);
    expect(screen.getByTestId('help-code-41')).toBeTruthy();
    expect(screen.queryByTestId('disable-41')).toBeNull();
    await renderActions(['admin']);
    expect(screen.getByTestId('disable-41')).toBeTruthy();
  });
});
