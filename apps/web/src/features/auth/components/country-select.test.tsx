import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoginPage } from '../pages/login-page';

const regionSelect = () => screen.getByTestId<HTMLSelectElement>('login-country');

describe('sign-in region', () => {
  it('offers exactly Singapore, Malaysia and Indonesia, with Malaysia chosen by default', async () => {
    await renderWithProviders(<LoginPage homePath="/" />);
    const select = regionSelect();
    expect(select.selectedOptions[0]?.textContent).toBe('Malaysia');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Singapore',
      'Malaysia',
      'Indonesia',
    ]);
  });

  it('stores the region picked as the selected country', async () => {
    const { store } = await renderWithProviders(<LoginPage homePath="/" />);
    fireEvent.change(regionSelect(), { target: { value: 'SG' } });
    expect(store.getState().currentUser.selectedCountry).toBe('SG');
  });

  it('refuses a value outside the sign-in regions and keeps the one chosen', async () => {
    const { store } = await renderWithProviders(<LoginPage homePath="/" />);
    fireEvent.change(regionSelect(), { target: { value: 'HK' } });
    expect(store.getState().currentUser.selectedCountry).toBe('MY');
  });
});
