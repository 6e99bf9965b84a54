import type { User } from '@autobid/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { setupStore } from '../testing/test-store';
import { jsonResponse, setTestRuntimeConfig } from '../testing/test-runtime-config';
import { LanguageSelect } from './language-select';

const user: User = {
  id: 3,
  email: 'dealer.a@demo.test',
  name: 'Aiman Hakim',
  role: 'dealer',
  staff_roles: [],
  country: 'MY',
  locale: { language: 'en' },
};
const fetchMock = vi.fn<typeof fetch>();
const reload = vi.fn();
const realLocation = window.location;

async function renderSelect(isSignedIn: boolean) {
  await initI18n('en');
  const state = setupStore().getState();
  const store = setupStore({
    currentUser: {
      ...state.currentUser,
      user: isSignedIn
        ? {
            ...user,
            followed_auctions_ids: [],
            pined_auctions_ids: [],
            loadingFollowedAuctionIds: {},
            overduePaymentCount: 0,
          }
        : null,
    },
  });
  render(
    <Provider store={store}>
      <LanguageSelect />
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  setTestRuntimeConfig();
  fetchMock.mockReset();
  reload.mockReset();
  window.localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom cannot reload; the test only needs to know the page would.
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, reload },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('the language select (spec §4)', () => {
  it('when signed in, saves the language with the account before storing it and reloading', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { data: { ...user, locale: { language: 'th' } } }),
    );
    const store = await renderSelect(true);
    fireEvent.change(screen.getByTestId('language-switch'), { target: { value: 'th' } });
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url as string).toMatch(/\/auction\/api\/v1\/users\/3$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({ language: 'th' });
    expect(window.localStorage.getItem('ln')).toBe('th');
    expect(store.getState().currentUser.user?.locale.language).toBe('th');
    expect(fetchMock.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0]!);
  });

  it('when the save fails, still switches here', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(500, { code: 'internal_error', message: 'boom' }),
    );
    await renderSelect(true);
    fireEvent.change(screen.getByTestId('language-switch'), { target: { value: 'id' } });
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('ln')).toBe('id');
  });

  it('when signed out, only stores the language and reloads, calling no server', async () => {
    await renderSelect(false);
    fireEvent.change(screen.getByTestId('language-switch'), { target: { value: 'id' } });
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('ln')).toBe('id');
  });
});
