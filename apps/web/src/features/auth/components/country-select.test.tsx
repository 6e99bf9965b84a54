import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { LoginPage } from '../pages/login-page';

const page = (
  <LoginPage homePath="/" forgotPasswordPath="/forgot-password" devOutboxPath="/dev/outbox" />
);

const regionSelect = () => screen.getByTestId<HTMLSelectElement>('login-country');

describe('sign-in region', () => {
  beforeEach(setTestRuntimeConfig);

  it('offers exactly Singapore, Malaysia and Indonesia, with Malaysia chosen by default', async () => {
    await renderWithProviders(page);
    const select = regionSelect();
    expect(select.selectedOptions[0]?.textContent).toBe('Malaysia');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Singapore',
      'Malaysia',
      'Indonesia',
    ]);
  });

  it('stores the region picked as the selected country', async () => {
    const { store } = await renderWithProviders(page);
    fireEvent.change(regionSelect(), { target: { value: 'SG' } });
    expect(store.getState().currentUser.selectedCountry).toBe('SG');
  });

  it('refuses a value outside the sign-in regions and keeps the one chosen', async () => {
    const { store } = await renderWithProviders(page);
    fireEvent.change(regionSelect(), { target: { value: 'HK' } });
    expect(store.getState().currentUser.selectedCountry).toBe('MY');
  });
});
