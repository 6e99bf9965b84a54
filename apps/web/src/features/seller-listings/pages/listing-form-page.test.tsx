import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../i18n/languages';
import { initI18n, loadSideTexts } from '../../../i18n/i18n';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { setupStore } from '../../../testing/test-store';
import { ListingFormPage } from './listing-form-page';

// Ant Design's forms answer slowly in jsdom when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  setTestRuntimeConfig();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { data: [] })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The form for a new listing, in the seller portal's language. */
async function renderForm(language: Language) {
  await initI18n(language);
  await loadSideTexts();
  render(
    <Provider store={setupStore()}>
      <MemoryRouter>
        <AntApp>
          <ListingFormPage
            listPath="/seller/listings"
            listingPath={(id) => `/seller/listings/${id}`}
          />
        </AntApp>
      </MemoryRouter>
    </Provider>,
  );
  await screen.findByTestId('listing-form');
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** The message under a field, found by its input's test id. */
function errorOf(testId: string): string | null {
  const item = screen.getByTestId(testId).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;
}

const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the listing form refuses what the server would, saying what is wrong', () => {
  it('names the mileage limit in the reader’s digits, says how long a chassis number is and refuses texts that say nothing; nothing is sent', async () => {
    await renderForm('en');
    type('listing-mileage', '3000000');
    type('listing-variant', '!');
    type('listing-color', '1');
    type('listing-registration', '#');
    type('listing-chassis', 'ab');
    type('listing-location', '?');
    fireEvent.click(screen.getByTestId('listing-submit'));
    await waitFor(() =>
      expect(errorOf('listing-mileage')).toBe('Enter the mileage in km, from 0 to 2,000,000.'),
    );
    expect(errorOf('listing-variant')).toBe(
      'Write the variant with letters or digits, such as 1.5 G.',
    );
    expect(errorOf('listing-color')).toBe(
      'Write the colour as a word of at least 2 letters, such as White.',
    );
    expect(errorOf('listing-registration')).toBe(
      'Use 2 to 20 letters, digits, spaces or dashes, as on the plate, such as WXY 1234.',
    );
    expect(errorOf('listing-chassis')).toBe('This has 2 characters: a chassis number has 5 to 30.');
    expect(errorOf('listing-location')).toBe(
      'Write the town or area where the car is, such as Shah Alam.',
    );
    // The chassis number's message is not its hint again.
    expect(
      screen.getByText('As on the chassis plate: 5 to 30 letters, digits or dashes.'),
    ).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('says which characters a chassis number may not hold, a space by name', async () => {
    await renderForm('en');
    type('listing-chassis', 'PM2#ABC 123');
    fireEvent.click(screen.getByTestId('listing-submit'));
    await waitFor(() =>
      expect(errorOf('listing-chassis')).toBe(
        'A chassis number holds only letters, digits and dashes: remove “#” and the spaces.',
      ),
    );
    expect(posted()).toEqual([]);
  });

  it('a real variant, colour, plate and place of few characters raise no message', async () => {
    await renderForm('en');
    type('listing-variant', 'S');
    type('listing-color', 'Red');
    type('listing-registration', 'AB 1');
    type('listing-chassis', 'PM2-ABC12345');
    type('listing-location', 'Ipoh');
    type('listing-mileage', '2000000');
    fireEvent.click(screen.getByTestId('listing-submit'));
    await waitFor(() => expect(errorOf('listing-model')).not.toBeNull());
    for (const field of [
      'listing-variant',
      'listing-color',
      'listing-registration',
      'listing-chassis',
      'listing-location',
      'listing-mileage',
    ])
      expect(errorOf(field), field).toBeNull();
  });

  it.each([
    ['id', 'Masukkan jarak tempuh dalam km, dari 0 sampai 2.000.000.'],
    ['th', 'ระบุเลขไมล์เป็นกิโลเมตร ตั้งแต่ 0 ถึง 2,000,000'],
  ] as const)(
    'in %s the mileage limit is written with that language’s grouping',
    async (language, text) => {
      await renderForm(language);
      type('listing-mileage', '3000000');
      fireEvent.click(screen.getByTestId('listing-submit'));
      await waitFor(() => expect(errorOf('listing-mileage')).toBe(text));
      expect(posted()).toEqual([]);
    },
  );
});
