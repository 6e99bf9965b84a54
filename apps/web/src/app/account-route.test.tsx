import type { GroupDetails, User } from '@autobid/contract';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialCurrentUserState } from '../features/auth/current-user-slice';
import { initI18n, loadSideTexts } from '../i18n/i18n';
import { jsonResponse, setTestRuntimeConfig } from '../testing/test-runtime-config';
import { AccountRoute } from './account-route';
import { setupStore } from './store';
import { NoResizeObserver } from '../testing/no-resize-observer';

type Answer = (init: RequestInit | undefined) => Response;
let answers: Array<{ method: string; path: RegExp; answer: Answer }>;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  const route = answers.find((a) => a.method === method && a.path.test(url));
  return route ? route.answer(init) : jsonResponse(404, { message: 'none', code: 'not_found' });
});
const on = (method: string, path: RegExp, answer: Answer) => answers.push({ method, path, answer });
const callsTo = (method: string, path: RegExp) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && path.test(url),
  );

// Ant Design's forms answer slowly in jsdom when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

/** The JSON body of the only call of `method` to `path`. */
function sentTo(method: string, path: RegExp): unknown {
  const calls = callsTo(method, path);
  expect(calls).toHaveLength(1);
  return JSON.parse(calls[0]?.[1]?.body as string) as unknown;
}

const USER = /\/auction\/api\/v1\/users\/3$/;
const PASSWORD = /\/auction\/api\/v1\/users\/3\/password$/;
const GROUP = /\/auction\/api\/v1\/groups\/8$/;

function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 3,
    email: 'dealer.a@demo.test',
    name: 'Aiman Hakim',
    role: 'dealer',
    staff_roles: [],
    country: 'MY',
    locale: { language: 'en' },
    phone: '+60123456701',
    is_group_admin: false,
    active_group: { id: 8, name: 'Hakim Motors', kind: 'dealer', market: 'MY' },
    ...overrides,
  };
}

function buildGroup(overrides: Partial<GroupDetails> = {}): GroupDetails {
  return {
    id: 8,
    name: 'Hakim Motors',
    kind: 'dealer',
    market: 'MY',
    contact_email: 'sales@hakim.test',
    contact_phone: '+60321234567',
    address: 'Jalan Ampang 1, Kuala Lumpur',
    can_edit: false,
    ...overrides,
  };
}

async function renderAccount(url = '/account', user = buildUser()) {
  await initI18n('en');
  await loadSideTexts();
  const store = setupStore({
    currentUser: {
      ...initialCurrentUserState,
      user: {
        ...user,
        followed_auctions_ids: [],
        pined_auctions_ids: [],
        loadingFollowedAuctionIds: {},
        overduePaymentCount: 0,
      },
    },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/account" element={<AccountRoute />} />
          <Route path="/profile/" element={<AccountRoute />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  // The first render also fetches Ant Design's context, which takes a while in a test.
  await screen.findByTestId('account-page', {}, { timeout: 10_000 });
  return store;
}

/** The error texts shown under the form field that holds `testId`. */
function fieldErrors(testId: string): string[] {
  const item = screen.getByTestId(testId).closest('.ant-form-item');
  return [...(item?.querySelectorAll('.ant-form-item-explain-error') ?? [])].map(
    (node) => node.textContent ?? '',
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  setTestRuntimeConfig();
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  on('GET', GROUP, () => jsonResponse(200, { data: buildGroup() }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the account page: profile', () => {
  it('shows the user with the phone split into its dial code and number, the e-mail read-only', async () => {
    await renderAccount();
    expect(screen.getByTestId<HTMLInputElement>('account-name').value).toBe('Aiman Hakim');
    expect(screen.getByTestId<HTMLSelectElement>('account-phone-dial').value).toBe('+60');
    expect(screen.getByTestId<HTMLInputElement>('account-phone').value).toBe('123456701');
    expect(screen.getByTestId<HTMLInputElement>('account-email').readOnly).toBe(true);
    expect(screen.getByTestId('account-signed-in-as').textContent).toBe(
      'Signed in as dealer.a@demo.test',
    );
  });

  it('refuses an empty name with the spec’s generic message and sends nothing', async () => {
    await renderAccount();
    type('account-name', '   ');
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(fieldErrors('account-name')).toEqual(['Please enter Name']));
    expect(callsTo('PUT', USER)).toHaveLength(0);
  });

  it('saves the changed name and phone only and says so', async () => {
    on('PUT', USER, (init) => {
      const body = JSON.parse(init?.body as string) as Partial<User>;
      return jsonResponse(200, { data: buildUser(body) });
    });
    const store = await renderAccount();
    type('account-name', 'Aiman H.');
    fireEvent.change(screen.getByTestId('account-phone-dial'), { target: { value: '+65' } });
    type('account-phone', '9123 4567');
    fireEvent.click(screen.getByTestId('account-save'));
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    expect(sentTo('PUT', USER)).toEqual({
      name: 'Aiman H.',
      phone: '+6591234567',
    });
    expect(store.getState().currentUser.user?.name).toBe('Aiman H.');
  });

  it('shows a number another account uses on the phone field', async () => {
    on('PUT', USER, () =>
      jsonResponse(409, { code: 'phone_taken', message: 'That phone number is taken' }),
    );
    await renderAccount();
    type('account-phone', '123456799');
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() =>
      expect(fieldErrors('account-phone')).toEqual([
        'Another account already uses this phone number.',
      ]),
    );
  });

  it('shows the fields a refused save names on those fields, in the person’s language', async () => {
    on('PUT', USER, () =>
      jsonResponse(422, {
        code: 'validation_failed',
        message: 'Invalid input',
        errors: { name: ['name must not contain control characters'] },
      }),
    );
    await renderAccount();
    type('account-name', 'Aiman');
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() =>
      expect(fieldErrors('account-name')).toEqual([
        'Check the name: it is empty, too long or holds characters that are not allowed.',
      ]),
    );
    expect(screen.queryByText('name must not contain control characters')).toBeNull();
  });

  it('takes only a supported country as the selected one', async () => {
    const store = await renderAccount();
    const select = screen.getByTestId<HTMLSelectElement>('account-country');
    expect([...select.options].map((option) => option.value)).toEqual(['SG', 'MY', 'ID', 'HK']);
    fireEvent.change(select, { target: { value: 'ID' } });
    expect(store.getState().currentUser.selectedCountry).toBe('ID');
  });
});

describe('the account page: password', () => {
  it('refuses a repeat that differs, and a new password under 10 characters, before sending', async () => {
    await renderAccount();
    type('password-current', 'demo-pass-1');
    type('password-new', 'short');
    type('password-confirm', 'shorter');
    fireEvent.click(screen.getByTestId('password-save'));
    await waitFor(() =>
      expect(fieldErrors('password-new')).toEqual(['New password must be at least 10 characters']),
    );
    expect(fieldErrors('password-confirm')).toEqual(['The two new passwords are not the same']);
    expect(callsTo('PUT', PASSWORD)).toHaveLength(0);
  });

  it('shows a wrong current password on that field', async () => {
    on('PUT', PASSWORD, () =>
      jsonResponse(422, {
        code: 'wrong_password',
        message: 'Wrong password',
        errors: { current_password: ['is not right'] },
      }),
    );
    await renderAccount();
    type('password-current', 'not-my-password');
    type('password-new', 'a-new-pass-9');
    type('password-confirm', 'a-new-pass-9');
    fireEvent.click(screen.getByTestId('password-save'));
    await waitFor(() =>
      expect(fieldErrors('password-current')).toEqual(['Your current password is not right.']),
    );
  });

  it('changes the password, says other devices are signed out and empties the fields', async () => {
    on('PUT', PASSWORD, () => jsonResponse(200, { data: buildUser() }));
    await renderAccount();
    type('password-current', 'demo-pass-1');
    type('password-new', 'a-new-pass-9');
    type('password-confirm', 'a-new-pass-9');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(
      await screen.findByText('Your password is changed. Other devices are signed out.'),
    ).toBeTruthy();
    expect(sentTo('PUT', PASSWORD)).toEqual({
      current_password: 'demo-pass-1',
      password: 'a-new-pass-9',
    });
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('password-new').value).toBe(''),
    );
  });
});

describe('the profile page (/profile/, spec §2)', () => {
  it('warns when the link was made for another account and focuses the password when asked', async () => {
    await renderAccount('/profile/?auth_user=someone.else%40demo.test&open_change_password=true');
    expect(screen.getByTestId('account-other-user').textContent).toContain(
      'someone.else@demo.test',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('password-current')),
    );
  });

  it('shows no warning for the signed-in user’s own address, whatever its case', async () => {
    await renderAccount('/profile/?auth_user=Dealer.A%40demo.test');
    expect(screen.queryByTestId('account-other-user')).toBeNull();
    expect(document.activeElement).not.toBe(screen.getByTestId('password-current'));
  });
});

describe('the account page: group', () => {
  it('shows the group read-only to someone who is not its administrator', async () => {
    await renderAccount();
    const details = await screen.findByTestId('group-details');
    expect(within(details).getByText('sales@hakim.test')).toBeTruthy();
    expect(screen.queryByTestId('group-save')).toBeNull();
  });

  it('lets a group administrator change the details, clearing an emptied field', async () => {
    answers = [];
    on('GET', GROUP, () => jsonResponse(200, { data: buildGroup({ can_edit: true }) }));
    on('PUT', GROUP, () =>
      jsonResponse(200, { data: buildGroup({ can_edit: true, name: 'Hakim Motors Sdn Bhd' }) }),
    );
    const store = await renderAccount('/account', buildUser({ is_group_admin: true }));
    await screen.findByTestId('group-save');
    type('group-name', 'Hakim Motors Sdn Bhd');
    type('group-address', '');
    fireEvent.click(screen.getByTestId('group-save'));
    expect(await screen.findByText('Your group’s details are saved.')).toBeTruthy();
    expect(sentTo('PUT', GROUP)).toEqual({
      name: 'Hakim Motors Sdn Bhd',
      contact_email: 'sales@hakim.test',
      contact_phone: '+60321234567',
      address: null,
    });
    expect(store.getState().currentUser.user?.active_group?.name).toBe('Hakim Motors Sdn Bhd');
  });

  it('has no group section for staff', async () => {
    await renderAccount('/account', buildUser({ role: 'staff', active_group: null }));
    expect(screen.queryByText('Group')).toBeNull();
    expect(callsTo('GET', GROUP)).toHaveLength(0);
  });
});
